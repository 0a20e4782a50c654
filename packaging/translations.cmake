# SPDX-License-Identifier: GPL-3.0-or-later
# The user interface translations (Qt Linguist). translations/tandem_ko.ts holds every string of
# the engine (core/), widgets/, editor/ and the window (the CLI stays English, see docs/user-guide.md).
#   cmake --build build --target update_translations   # lupdate: add new strings to the .ts
#   linguist translations/tandem_ko.ts                  # translate them
# The .qm files are built into the editor (:/i18n/) and installed to share/tandem/translations,
# which is looked at first, so an updated .qm can be dropped in without rebuilding.
find_package(Qt6 REQUIRED COMPONENTS LinguistTools)

set(TANDEM_TS_FILES ${PROJECT_SOURCE_DIR}/translations/tandem_ko.ts)

# The sources lupdate reads: the engine layers', widgets' and editor's own files (not generated ones).
set(TANDEM_I18N_SOURCES)
foreach(target tandem_text tandem_rst tandem_align tandem_glossary tandem_language
               tandem_checks tandem_lint tandem_history tandem_po tandem_review tandem_formats
               tandem_github tandem_project tandem_render
               tandem_widgets tandem_editor
               tandem_gui)
    get_target_property(sources ${target} SOURCES)
    foreach(source ${sources})
        if(source MATCHES "^${PROJECT_SOURCE_DIR}/(core|widgets|editor|app)/.*\\.(cpp|h)$")
            list(APPEND TANDEM_I18N_SOURCES ${source})
        endif()
    endforeach()
endforeach()
list(REMOVE_DUPLICATES TANDEM_I18N_SOURCES)
# The list, for the test that runs lupdate on a copy (tests/packaging/test_translations.sh).
string(REPLACE ";" "\n" sources_lines "${TANDEM_I18N_SOURCES}")
file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/i18n-sources.txt CONTENT "${sources_lines}\n")

qt_add_lupdate(tandem_gui TS_FILES ${TANDEM_TS_FILES} SOURCES ${TANDEM_I18N_SOURCES}
               OPTIONS -locations none -no-obsolete)

# Every message is filed by lupdate under the context it is looked up with at run time: classes
# use their own tr(), core/'s files without a QObject name theirs with Q_DECLARE_TR_FUNCTIONS
# (for example checks/checktext.h), so the .qm is the .ts compiled, nothing added.
set(TANDEM_QM_FILES)
foreach(ts ${TANDEM_TS_FILES})
    get_filename_component(name ${ts} NAME_WE)
    set(qm ${CMAKE_CURRENT_BINARY_DIR}/i18n/${name}.qm)
    add_custom_command(OUTPUT ${qm}
                       COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/i18n
                       COMMAND Qt6::lrelease -silent ${ts} -qm ${qm}
                       DEPENDS ${ts} VERBATIM)
    list(APPEND TANDEM_QM_FILES ${qm})
endforeach()
add_custom_target(tandem_translations ALL DEPENDS ${TANDEM_QM_FILES})
qt_add_resources(tandem_gui tandem_i18n PREFIX /i18n BASE ${CMAKE_CURRENT_BINARY_DIR}/i18n
                 FILES ${TANDEM_QM_FILES})
install(FILES ${TANDEM_QM_FILES} DESTINATION ${TANDEM_DATA_DIR}/translations)

# The editor module loads the translators when the application starts (uistartup.cpp).
if(TARGET tandem_gui_module)
    target_sources(tandem_gui_module PRIVATE ${PROJECT_SOURCE_DIR}/app/gui/module/uistartup.cpp)
else()
    target_sources(tandem PRIVATE ${PROJECT_SOURCE_DIR}/app/gui/module/uistartup.cpp)
endif()
set_property(TARGET tandem_editor APPEND PROPERTY COMPILE_DEFINITIONS
             TANDEM_TRANSLATIONS_RELATIVE="../${TANDEM_DATA_DIR}/translations")

# The test: no unfinished entry in the .ts, and none after lupdate on the current sources.
add_test(NAME translations_complete
         COMMAND ${PROJECT_SOURCE_DIR}/tests/packaging/test_translations.sh
                 $<TARGET_FILE:Qt6::lupdate> ${CMAKE_CURRENT_BINARY_DIR}/i18n-sources.txt
                 ${TANDEM_TS_FILES})
set_tests_properties(translations_complete PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 120)
