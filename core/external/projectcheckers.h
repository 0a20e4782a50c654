// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"

#include <QMap>
#include <QString>

#include <optional>

namespace tandem {

// The `checkers:` section of a checkout's `.tandem.yaml` (beside `tutorials:`, tutorialglobs.h):
// checkers by name, which `tandem lint --checker NAME` runs.
//
//   checkers:
//     doubles:
//       command: python3 scripts/sample_checker.py   # a command line, or a list
//       timeout: 60                                   # seconds a call may take (optional)
//     house:
//       url: http://127.0.0.1:8765/check              # an endpoint on this machine
//     reader:
//       chat: http://127.0.0.1:8080/v1/chat/completions
//       model: qwen2.5-3b-instruct
//
// A checkout's file names checkers; it never runs one: nothing runs until the user names it on
// the command line, so cloning a repository starts no process. Its endpoints must be on this
// machine (loopback): a repository cannot send its readers' text elsewhere; a remote address is
// only ever one the user typed (--checker URL). A command runs in the checkout's root.
std::optional<QMap<QString, CheckerSpec>> loadProjectCheckers(const QString &root, QString *error);

} // namespace tandem
