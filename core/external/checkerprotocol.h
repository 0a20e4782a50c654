// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"
#include "issue.h"
#include "segmentpairs.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace tandem {

// The wire format of an external checker (docs/user-guide.md, "External checks").
//
// A request is one JSON object per segment pair:
//   {"file": "...", "id": "12", "source": "English", "draft": "한국어",
//    "glossary": [{"en": "tensor", "ko": ["텐서"], "keep": false}]}
// A command reads one such object per line on stdin and writes one answer per line on stdout;
// an HTTP endpoint gets {"protocol": "tandem-external-1", "pairs": [requests]} as one POST and
// answers {"answers": [answers]}. An answer names the pair it is about:
//   {"id": "12", "issues": [{"severity": "warning", "start": 3, "end": 5,
//                            "message": "...", "fix": "optional replacement"}]}
// `start` and `end` are offsets into "draft" counted in Unicode code points (codepoints.h),
// half-open; a fix replaces [start, end).
inline constexpr const char *ProtocolName = "tandem-external-1";

QJsonObject requestOf(const SegmentPair &pair);

// What a checker said about one pair, its span already in UTF-16 offsets of the pair's draft.
struct ExternalFinding
{
    Severity severity = Severity::Warning;
    qsizetype from = 0, to = 0; // UTF-16 offsets into SegmentPair::draft
    QString message;
    std::optional<QString> fix;
};

// The findings of one answer's "issues" array about `pair`; nullopt with `error` when it is not
// the shape above (a span outside the draft, a missing message, a severity Tandem does not
// know, more than `limits.maxFindingsPerPair` issues).
std::optional<QList<ExternalFinding>> findingsOf(const QJsonValue &issues, const SegmentPair &pair,
                                                 const CheckerLimits &limits, QString *error);

} // namespace tandem
