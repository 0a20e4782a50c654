// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"
#include "segmentpairs.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace tandem {

// The second reader: a model behind an OpenAI-compatible /v1/chat/completions endpoint
// (llama.cpp's llama-server, Ollama) asked about one paragraph at a time. It is asked narrow
// questions a rule cannot answer (a polarity flipped, a clause dropped, a direction or referent
// changed, a Korean sentence broken), at temperature 0 with a few hundred tokens at most, and
// must quote the Korean it means: a finding whose quote is not in the draft is dropped
// (readergates.h), so a model cannot point at text that is not there.

// The chat completions request for `pair`. The cache's key (answercache.h) is the whole
// request, instructions included: changed questions are asked anew.
QJsonObject chatRequest(const CheckerSpec &spec, const SegmentPair &pair);

// One problem the model names.
struct ReaderFinding
{
    QString kind;  // negation, dropped-clause, direction, broken-korean
    QString quote; // the Korean it is about, copied from the draft
    QString explanation;
    QString fix; // Korean to replace the quote with, or empty
};

// The message content of a chat completions answer ("choices"[0]."message"."content"); nullopt
// with `error` when the answer is not that shape.
std::optional<QString> chatContent(const QByteArray &answer, QString *error);

// The findings in the model's content: {"findings": [{"kind", "quote", "explanation", "fix"}]},
// also inside a ```json fence; nullopt with `error` when it is not JSON of that shape.
std::optional<QList<ReaderFinding>> readerFindings(const QString &content, int maxFindings,
                                                   QString *error);

} // namespace tandem
