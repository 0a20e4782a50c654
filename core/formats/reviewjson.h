// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reviewexport.h"

#include <QByteArray>
#include <QStringView>

namespace tandem {

// The JSON of a review (`tandem lint --format json`; README.md describes both shapes), written
// straight into bytes: the same text QJsonDocument::toJson(Indented) gives for the same objects
// (keys in sorted order, 4-space indents, Qt's string escapes), without building a QJsonObject
// per issue, which was a quarter of a 15 MB file's lint with its ~60,000 issues. One function
// writes an issue for both shapes, so they cannot drift apart.

// A review of single pairs (`tandem lint SOURCE DRAFT`): per file its draft, source label and
// issues, then the counts.
QByteArray pairJson(const Review &review);
// A checkout's review (`tandem lint --checkout`): its base, every file's status, source, changed
// lines, exported issues (each with onChangedLine) and drift, then the counts.
QByteArray checkoutJson(const Review &review, const ReviewExportOptions &options);

// `s` as a JSON string body, escaped as Qt's JSON writer escapes it: \" \\ \b \f \n \r \t,
// other controls as \u00xx, text as UTF-8, an unpaired surrogate as \uxxxx.
void appendJsonString(QByteArray &out, QStringView s);

} // namespace tandem
