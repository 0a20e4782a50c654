# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: `cmake --build build --target package` (or `cd build && cpack`) writes
# build/tandem_<version>-1_<arch>.deb. Dependencies are listed by hand, for Debian 12 (bookworm);
# see packaging/README.md for other systems.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME tandem)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Tandem developers")
set(CPACK_PACKAGE_CONTACT "Tandem developers <tandem-editor@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "side-by-side translation editor for reStructuredText tutorials")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/tandem-editor/tandem")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # tandem_0.1.0-1_amd64.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION editors)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${CPACK_PACKAGE_HOMEPAGE_URL})
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; CPack indents this as the extended
# description ("." lines are paragraph breaks).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Tandem shows an English reStructuredText tutorial (or sphinx-gallery script) and its Korean
translation side by side and finds, as you type, the mistakes reviewers keep commenting on:
inline markup broken by a glued Hangul letter, short title underlines, glossary slips, code,
links and numbers lost in translation, particles that do not agree, spelling.
.
The same checks run headless as `tandem lint` for pre-commit hooks and CI, and
`tandem lint --checkout` reviews a contributor's branch offline. Built for the PyTorch Korea
translation community.")
# Qt 6 (the `tandem` executable needs libqt6core6 and, for the translation memory, libqt6sql6
# with its SQLite driver, a plugin in a package of its own, and libqt6network6 for external
# checkers on loopback HTTP, core/external; the editor module the rest),
# Hunspell, yaml-cpp and ICU, as on Debian 12. libqt6gui6 carries the xcb and offscreen platform
# plugins. `tandem self-test` on the unpacked package checks the plugins are there.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6 (>= 2.34), libstdc++6 (>= 12), libgcc-s1, libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6concurrent6 (>= 6.4), libqt6printsupport6 (>= 6.4), libqt6sql6 (>= 6.4), libqt6sql6-sqlite (>= 6.4), libqt6network6 (>= 6.4), libhunspell-1.7-0, libyaml-cpp0.7, libicu72")
# The dictionaries for the spelling and latin-typo checks, a font with Hangul, Qt's own Korean
# strings (standard dialog buttons), Wayland support.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "hunspell-ko, hunspell-en-us, fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "git, qt6-wayland")
include(CPack)
