// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"

#include <QByteArray>
#include <QString>

namespace tandem {

// One call to a checker and what came back: its answer's bytes, or why there is none. Both
// calls run a local event loop until the answer is whole, the time is up (the process killed,
// the request aborted) or the answer outgrew the limit: they return, whatever the other side
// does.
struct CallResult
{
    QByteArray answer;
    QString error; // empty when the call succeeded
    bool ok() const { return error.isEmpty(); }
};

// Runs `spec.command`, writes `input` on its stdin and closes it, and returns its stdout. A
// program that cannot start, exits other than 0 (its last words on stderr are quoted), runs
// past the time limit or writes more than the size limit is an error.
CallResult callCommand(const CheckerSpec &spec, const QByteArray &input);

// POSTs `body` (JSON) to `spec.url` and returns the reply. No proxy and no redirect is followed:
// a loopback address stays on this machine whatever the environment's proxy says, and a
// loopback server cannot send the text on elsewhere. Refused connections, HTTP errors, the
// time limit and the size limit are errors.
CallResult callHttp(const CheckerSpec &spec, const QByteArray &body);

} // namespace tandem
