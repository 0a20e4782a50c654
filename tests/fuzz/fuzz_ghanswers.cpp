// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem review post` against arbitrary answers of gh: the input, split at "\n%%%%\n", is what
// gh prints for each call in turn (the last part again for every later call; a part starting
// with '!' is a failed run, exit code 1, of the rest). Two comments are posted (one line
// comment, one body entry) with an injected clock and sleep, so nothing really waits. However
// the answers go, the post must end within a bounded number of calls and of (injected) time,
// and never resolve a thread the answers do not give as the user's own with a Tandem marker of
// an issue that is gone.
#include "fuzzinput.h"
#include "githubreview.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cstdio>
#include <cstdlib>

using namespace tandem;

namespace {

// The threads the answers show as the user's (the same page's viewer wrote the first comment)
// with a trailing marker of an issue not in `current`: the only ones that may be resolved.
QSet<QString> resolvable(const QList<QByteArray> &parts, const QSet<QString> &current)
{
    QSet<QString> ids;
    for (const QByteArray &part : parts) {
        const qsizetype body = part.indexOf("\r\n\r\n");
        const qsizetype lf = part.indexOf("\n\n");
        const qsizetype at = body >= 0 && (lf < 0 || body < lf) ? body + 4 : lf >= 0 ? lf + 2 : -1;
        if (at < 0) continue;
        const QJsonObject data = QJsonDocument::fromJson(part.mid(at)).object()["data"].toObject();
        const QString viewer = data["viewer"].toObject()["login"].toString();
        if (viewer.isEmpty()) continue;
        const QJsonArray nodes =
            data["repository"]["pullRequest"]["reviewThreads"]["nodes"].toArray();
        for (const QJsonValue &t : nodes) {
            const QJsonValue first = t["comments"]["nodes"][0];
            const QString marker = trailingMarker(first["body"].toString());
            if (first["author"]["login"].toString() == viewer && !marker.isEmpty() &&
                !current.contains(marker))
                ids.insert(t["id"].toString());
        }
    }
    return ids;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    QList<QByteArray> parts;
    static const QByteArray separator("\n%%%%\n");
    QByteArray rest = fuzz::bytesOf(data, size);
    for (qsizetype at; (at = rest.indexOf(separator)) >= 0 && parts.size() < 64;) {
        parts.append(rest.left(at));
        rest = rest.mid(at + separator.size());
    }
    parts.append(rest);

    qint64 now = 0;
    int calls = 0;
    GitHubReviewPoster poster([&](const QStringList &, const QByteArray &) {
        const QByteArray &part = parts[std::min<qsizetype>(calls, parts.size() - 1)];
        ++calls;
        now += 1000; // each run of gh takes a second
        const bool failed = part.startsWith('!');
        return GhResult{true, failed ? 1 : 0, failed ? part.mid(1) : part, {}};
    });
    GitHubPostOptions options;
    options.owner = QStringLiteral("o");
    options.name = QStringLiteral("r");
    options.pullRequest = 1;
    options.maxPages = 5;
    options.sleep = [&](int ms) { now += ms; };
    options.clock = [&] { return now; };
    ReviewComment line;
    line.id = QStringLiteral("0123456789ab");
    line.path = QStringLiteral("a.rst");
    line.line = 3;
    line.onDiff = true;
    line.body = QStringLiteral("**error** · `x`\n\nmessage");
    ReviewComment entry = line;
    entry.id = QStringLiteral("ba9876543210");
    entry.onDiff = false;
    const GitHubPostResult result = poster.post({line, entry}, options);

    // Bounded: each step (the pull request, five pages, the review, one mutation of each kind)
    // at most 1 + maxRetries tries, and no request starts past the post's time.
    if (calls > 10 * (1 + options.maxRetries)) {
        std::fprintf(stderr, "fuzz_ghanswers: %d calls\n", calls);
        std::abort();
    }
    if (now > options.maxTotalMs + 1000) {
        std::fprintf(stderr, "fuzz_ghanswers: %lld ms\n", static_cast<long long>(now));
        std::abort();
    }
    if (!result.ok && result.error.isEmpty()) std::abort();
    // Only the user's own threads of gone issues are resolved.
    const QSet<QString> allowed = resolvable(parts, {line.id, entry.id});
    for (const GhRequest &r : result.requests) {
        if (!r.body.value("query").toString().contains(QLatin1String("resolveReviewThread")))
            continue;
        const QJsonObject variables = r.body.value("variables").toObject();
        for (auto it = variables.begin(); it != variables.end(); ++it)
            if (!allowed.contains(it.value().toString())) {
                std::fprintf(stderr, "fuzz_ghanswers: resolved %s\n",
                             qPrintable(it.value().toString()));
                std::abort();
            }
    }
    return 0;
}
