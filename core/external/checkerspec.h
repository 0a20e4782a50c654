// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace tandem {

// How long a checker may take and how much it may say before Tandem gives up on it: a hung
// process, a server that never answers or a model that writes on and on is an error reported
// with the checker's name, never a freeze.
struct CheckerLimits
{
    int timeoutMs = 120'000;          // one call: a batch, or one paragraph for the reader
    qint64 maxAnswerBytes = 16 << 20; // everything one call answers
    int pairsPerCall = 1000;          // a batch of segment pairs
    int maxFindingsPerPair = 20;      // more is a runaway answer, not a review
    int maxTokens = 256;              // the second reader's answer (its max_tokens)
};

// One external checker: a command speaking JSON lines, a loopback HTTP endpoint taking the
// same objects as one JSON document, or the second reader (an OpenAI-compatible chat
// completions endpoint asked narrow questions). checkerprotocol.h has the wire format.
struct CheckerSpec
{
    enum class Kind
    {
        Command,
        Http,
        SecondReader
    };
    Kind kind = Kind::Command;
    QString name;          // the origin each finding is shown with
    QStringList command;   // Command: the program and its arguments
    QString workingFolder; // Command: where it runs (the checkout's root when configured there)
    QUrl url;              // Http, SecondReader
    QString model;         // SecondReader: the model's name as the server knows it
    CheckerLimits limits;
    // The user named a host that is not this machine (on the command line): text leaves the
    // machine, and Tandem says so before it sends any.
    bool leavesMachine = false;

    // What the answers depend on besides the text: the cache's key (answercache.h).
    QString identity() const;
};

// Whether `url` names this machine: localhost, 127.0.0.0/8 or ::1, by address, never through a
// name server (a name that resolves to loopback today may not tomorrow).
bool isLoopback(const QUrl &url);

// A --checker argument: an http(s) URL is an endpoint (any host: the user named it), anything
// else a command line (split as a shell would, without running one). `error` says what is wrong.
std::optional<CheckerSpec> checkerFromArgument(const QString &argument, QString *error);

// A --second-reader URL and --reader-model: the reader's endpoint (a base URL such as
// http://127.0.0.1:8080 or http://127.0.0.1:11434/v1 gets the rest of /v1/chat/completions).
std::optional<CheckerSpec> secondReaderFromArguments(const QString &url, const QString &model,
                                                     QString *error);

} // namespace tandem
