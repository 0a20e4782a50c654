// SPDX-License-Identifier: GPL-3.0-or-later
#include "externalrun.h"

#include "answercache.h"
#include "checkercalls.h"
#include "checkerprotocol.h"
#include "findingorigin.h"
#include "secondreader.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace tandem {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The request as the cache keys it: without the segment's id, which moves when a paragraph is
// added above, so an unchanged pair is found again.
QByteArray cacheRequest(const QJsonObject &request)
{
    QJsonObject keyed = request;
    keyed.remove("id");
    return compact(keyed);
}

struct Run
{
    const CheckerSpec &spec;
    const Issues &own;
    const ExternalRunOptions &options;
    ExternalReport report;

    void addFinding(const SegmentPair &pair, const ExternalFinding &f)
    {
        const auto range = pair.rangeOf(f.from, f.to);
        if (!range) return; // findingsOf() checked the span: cannot happen
        if (ownCheckReportsAt(*range, own)) {
            ++report.droppedOwn;
            return;
        }
        Issue issue{originOf(spec), f.severity, Side::Draft, *range, f.message, std::nullopt};
        if (f.fix) issue.fix = Fix{*range, *f.fix};
        report.issues.append(std::move(issue));
    }

    void addReaderFinding(const SegmentPair &pair, const ReaderFinding &f)
    {
        Range where;
        // Each gate counts what it drops, in ReaderGate's order (Kept drops nothing).
        int *const droppedBy[] = {nullptr, &report.droppedQuote, &report.droppedOwn,
                                  &report.droppedFix};
        if (int *dropped = droppedBy[int(gateOf(pair, f, own, options.fixCheck, &where))]) {
            ++*dropped;
            return;
        }
        // The fix goes in the message, never in Issue::fix: nothing may apply a model's guess
        // (Fix All, a SARIF consumer, a one-click suggestion).
        QString what =
            f.kind.isEmpty() ? f.explanation : f.kind + QStringLiteral(": ") + f.explanation;
        if (!f.fix.isEmpty()) what += QStringLiteral(" (perhaps: %1)").arg(f.fix);
        report.issues.append(Issue{originOf(spec), Severity::Info, Side::Draft, where,
                                   secondReaderMessage(spec.model, what), std::nullopt});
    }

    // A batch of pairs through a command or an HTTP endpoint: answers keyed by the pairs' ids.
    std::optional<QHash<QString, QJsonValue>> askBatch(const QList<QJsonObject> &requests)
    {
        QByteArray body;
        if (spec.kind == CheckerSpec::Kind::Command) {
            for (const QJsonObject &r : requests)
                body += compact(r) + '\n';
        } else {
            QJsonArray list;
            for (const QJsonObject &r : requests)
                list.append(r);
            body = compact(QJsonObject{{"protocol", ProtocolName}, {"pairs", list}});
        }
        QElapsedTimer clock;
        clock.start();
        const CallResult call = spec.kind == CheckerSpec::Kind::Command ? callCommand(spec, body)
                                                                        : callHttp(spec, body);
        report.callMilliseconds.append(clock.elapsed());
        if (!call.ok()) {
            report.errors.append(call.error);
            return std::nullopt;
        }
        QList<QJsonValue> answers;
        const auto malformed = [&](const QString &where, const QJsonParseError &e) {
            report.errors.append(QStringLiteral("%1: malformed JSON %2 at byte %3: %4")
                                     .arg(spec.name, where)
                                     .arg(e.offset)
                                     .arg(e.errorString()));
            return std::nullopt;
        };
        if (spec.kind == CheckerSpec::Kind::Command) {
            int n = 0;
            for (const QByteArray &line : call.answer.split('\n')) {
                ++n;
                if (line.trimmed().isEmpty()) continue;
                QJsonParseError e;
                const QJsonDocument doc = QJsonDocument::fromJson(line, &e);
                if (e.error != QJsonParseError::NoError || !doc.isObject())
                    return malformed(QStringLiteral("on line %1").arg(n), e);
                answers.append(doc.object());
            }
        } else {
            QJsonParseError e;
            const QJsonDocument doc = QJsonDocument::fromJson(call.answer, &e);
            if (e.error != QJsonParseError::NoError || !doc.isObject())
                return malformed(QStringLiteral("in the answer"), e);
            for (const QJsonValue &a : doc.object().value("answers").toArray())
                answers.append(a);
        }
        QHash<QString, QJsonValue> byId;
        for (const QJsonValue &a : std::as_const(answers))
            byId.insert(a.toObject().value("id").toString(), a.toObject().value("issues"));
        return byId;
    }
};

} // namespace

ExternalReport runExternalChecker(const CheckerSpec &spec, const QList<SegmentPair> &pairs,
                                  const Issues &own, const ExternalRunOptions &options)
{
    Run run{spec, own, options, {}};
    ExternalReport &report = run.report;
    report.pairs = int(pairs.size());
    if (spec.leavesMachine)
        report.notes.append(QStringLiteral("%1: sends the draft's text to %2, which is not this "
                                           "machine (the address was named explicitly)")
                                .arg(spec.name, spec.url.host()));
    AnswerCache cache(spec.identity(), options.cacheFolder);
    const bool reader = spec.kind == CheckerSpec::Kind::SecondReader;
    QList<int> pending; // indexes into pairs not answered from the cache
    QList<QByteArray> keys;
    for (qsizetype k = 0; k < pairs.size(); ++k) {
        // The reader's questions are about sentences, and a local model takes seconds a call:
        // titles are not asked about (a key of nothing, never looked up).
        if (reader && pairs[k].isTitle) {
            keys.append(QByteArray());
            continue;
        }
        const QJsonObject request = reader ? chatRequest(spec, pairs[k]) : requestOf(pairs[k]);
        keys.append(AnswerCache::keyOf(spec.identity(), cacheRequest(request)));
    }
    const auto use = [&](int k, const QJsonValue &answer) {
        QString error;
        if (reader) {
            const auto findings =
                readerFindings(answer.toString(), spec.limits.maxFindingsPerPair, &error);
            if (!findings) {
                report.errors.append(
                    QStringLiteral("%1: segment %2: %3").arg(spec.name, pairs[k].id, error));
                return false;
            }
            for (const ReaderFinding &f : *findings)
                run.addReaderFinding(pairs[k], f);
            return true;
        }
        const auto findings = findingsOf(answer, pairs[k], spec.limits, &error);
        if (!findings) {
            report.errors.append(spec.name + QStringLiteral(": ") + error);
            return false;
        }
        for (const ExternalFinding &f : *findings)
            run.addFinding(pairs[k], f);
        return true;
    };
    qsizetype told = 0; // findings handed to options.found so far
    const auto tell = [&] {
        if (options.found && report.issues.size() > told) options.found(report.issues.mid(told));
        told = report.issues.size();
    };
    const auto stopped = [&] { return options.stop && options.stop(); };
    for (int k = 0; k < pairs.size(); ++k) {
        if (keys[k].isEmpty()) continue;
        if (const auto cached = cache.find(keys[k])) {
            ++report.fromCache;
            use(k, *cached);
        } else {
            pending.append(k);
        }
    }
    tell();
    if (reader) {
        // One paragraph a call: a local model takes seconds each, and a failure loses one.
        for (int k : std::as_const(pending)) {
            if (stopped()) break;
            ++report.asked;
            QElapsedTimer clock;
            clock.start();
            const CallResult call = callHttp(spec, compact(chatRequest(spec, pairs[k])));
            report.callMilliseconds.append(clock.elapsed());
            QString error;
            if (!call.ok()) {
                // A server that refused, hung or ran on is not asked again in this run: each
                // paragraph would wait out the same limit.
                report.errors.append(call.error);
                if (const qsizetype left = pending.size() - report.asked; left > 0)
                    report.errors.append(QStringLiteral("%1: stopped; paragraphs not read: %2")
                                             .arg(spec.name)
                                             .arg(left));
                break;
            }
            const auto content = chatContent(call.answer, &error);
            if (!content) {
                report.errors.append(
                    QStringLiteral("%1: segment %2: %3").arg(spec.name, pairs[k].id, error));
                continue;
            }
            if (use(k, *content)) cache.insert(keys[k], *content);
            tell();
        }
    } else {
        for (qsizetype first = 0; first < pending.size(); first += spec.limits.pairsPerCall) {
            if (stopped()) break;
            const QList<int> batch = pending.mid(first, spec.limits.pairsPerCall);
            QList<QJsonObject> requests;
            for (int k : batch)
                requests.append(requestOf(pairs[k]));
            report.asked += int(batch.size());
            const auto answers = run.askBatch(requests);
            if (!answers) {
                if (const qsizetype left = pending.size() - first - batch.size(); left > 0)
                    report.errors.append(QStringLiteral("%1: stopped; pairs not checked: %2")
                                             .arg(spec.name)
                                             .arg(left));
                break;
            }
            int missing = 0;
            for (int k : batch) {
                const auto it = answers->constFind(pairs[k].id);
                if (it == answers->constEnd()) {
                    ++missing;
                    continue;
                }
                if (use(k, *it)) cache.insert(keys[k], *it);
            }
            if (missing > 0)
                report.errors.append(QStringLiteral("%1: no answer for %2 of %3 pairs")
                                         .arg(spec.name)
                                         .arg(missing)
                                         .arg(batch.size()));
            tell();
        }
    }
    cache.save();
    return report;
}

FixCheck ownChecksFixCheck(LintSession &session, const std::optional<LintText> &source,
                           const LintText &draft, const Issues &before)
{
    return [&session, source, draft, before](const Range &range, const QString &replacement) {
        if (range.start.line != range.end.line || replacement.contains(u'\n')) return false;
        const int line = range.start.line;
        QList<QStringView> lines = QStringView(draft.text).split(u'\n');
        if (line >= lines.size() || range.end.column > lines[line].size()) return false;
        const QString fixed = lines[line].left(range.start.column).toString() + replacement +
                              lines[line].mid(range.end.column).toString();
        QStringList all;
        for (qsizetype k = 0; k < lines.size(); ++k)
            all.append(k == line ? fixed : lines[k].toString());
        LintText changed = draft;
        changed.text = all.join(u'\n');
        QHash<QString, int> count; // own reports on the line before, by check
        for (const Issue &i : before)
            if (i.side == Side::Draft && i.range.start.line == line) ++count[i.check];
        for (const Issue &i : session.lint(source, changed).lint.issues)
            if (i.side == Side::Draft && i.range.start.line == line && --count[i.check] < 0)
                return false;
        return true;
    };
}

ExternalReport checkLintedPair(const CheckerSpec &spec, LintSession &session,
                               const std::optional<LintText> &source, const LintText &draft,
                               const LintOutcome &outcome, const QString &cacheFolder)
{
    const QList<SegmentPair> pairs =
        segmentPairs(draft.path, draft.text, outcome.lint, session.project().resources().terms);
    ExternalRunOptions options;
    options.cacheFolder = cacheFolder;
    if (spec.kind == CheckerSpec::Kind::SecondReader)
        options.fixCheck = ownChecksFixCheck(session, source, draft, outcome.lint.issues);
    return runExternalChecker(spec, pairs, outcome.lint.issues, options);
}

} // namespace tandem
