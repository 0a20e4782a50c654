// SPDX-License-Identifier: GPL-3.0-or-later
// The second reader's (or any external checker's) evaluation, issue 49: recall on damage a rule
// cannot see, false alarms on clean paragraphs, and latency.
//
//   build/bench/eval_secondreader --stand-in
//   build/bench/eval_secondreader --second-reader http://127.0.0.1:8080 --reader-model NAME
//   build/bench/eval_secondreader --checker "python3 scripts/sample_checker.py"
//
// The judged set: clean English/Korean paragraph pairs written for this harness, each also
// damaged three ways a reviewer catches and no rule does (a negation flipped, a clause dropped,
// two arguments swapped), plus the clean pairs untouched; and, when ../shared/calibration is
// beside the checkout, the real misses listed in its misses.md (a problem on a draft line that
// no check raised), each found when a finding lands on its line. Every case goes through
// `tandem lint`'s path: Tandem's own checks, then the checker, gated (core/external/).
//
// Printed: recall per kind of damage and on the misses, false alarms per 1,000 untouched lines,
// and the p50/p95 of one call's wall time. --stand-in starts a loopback stand-in in this process
// (tests/loopbackstandin.h) with a toy rule-based "model": its figures test the harness, they
// say nothing about any model.
#include "externalrun.h"
#include "loopbackstandin.h"
#include "projectcontext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>

using namespace tandem;

namespace {

// One clean pair and its damaged drafts; a damage that does not apply is empty.
struct Judged
{
    const char *english;
    const char *korean;
    const char *negated;       // the Korean saying the opposite
    const char *clauseDropped; // a clause or condition of the English left out
    const char *swapped;       // two arguments or a direction exchanged
};

const Judged Set[] = {
    {"Do not call backward() twice on the same graph.",
     "같은 그래프에서 backward()를 두 번 호출하지 마세요.",
     "같은 그래프에서 backward()를 두 번 호출하세요.", "backward()를 두 번 호출하지 마세요.",
     nullptr},
    {"We log the running loss along with the predictions.",
     "예측 결과와 함께 누적 손실을 기록합니다.", "예측 결과 대신에 누적 손실을 기록합니다.",
     "누적 손실을 기록합니다.", "누적 손실과 함께 예측 결과를 기록합니다."},
    {"gather copies the tensors from all processes to dst.",
     "gather는 모든 프로세스의 텐서를 dst로 복사합니다.", nullptr,
     "gather는 텐서를 dst로 복사합니다.", "gather는 dst의 텐서를 모든 프로세스로 복사합니다."},
    {"If the dataset is not already available, it is downloaded to root.",
     "데이터셋이 아직 없으면 root에 내려받습니다.", "데이터셋이 이미 있으면 root에 내려받습니다.",
     "root에 내려받습니다.", nullptr},
    {"The model is moved to the GPU before the optimizer is created.",
     "옵티마이저를 만들기 전에 모델을 GPU로 옮깁니다.",
     "옵티마이저를 만든 후에 모델을 GPU로 옮깁니다.", "모델을 GPU로 옮깁니다.",
     "모델을 만들기 전에 옵티마이저를 GPU로 옮깁니다."},
    {"Gradients are accumulated, so you must zero them at each step.",
     "변화도는 누적되므로 매 단계마다 0으로 만들어야 합니다.",
     "변화도는 누적되므로 매 단계마다 0으로 만들 필요가 없습니다.",
     "매 단계마다 변화도를 0으로 만들어야 합니다.", nullptr},
    {"The encoder reads the input sequence and the decoder writes the output.",
     "인코더는 입력 시퀀스를 읽고 디코더는 출력을 씁니다.", nullptr,
     "인코더는 입력 시퀀스를 읽습니다.", "디코더는 입력 시퀀스를 읽고 인코더는 출력을 씁니다."},
    {"The binaries include NCCL, so no separate installation is needed.",
     "바이너리에 NCCL이 포함되어 있으므로 따로 설치할 필요가 없습니다.",
     "바이너리에 NCCL이 포함되어 있으므로 따로 설치해야 합니다.", "따로 설치할 필요가 없습니다.",
     "NCCL에 바이너리가 포함되어 있으므로 따로 설치할 필요가 없습니다."},
    {"Night mode makes the background dark.", "야간 모드는 배경을 어둡게 만듭니다.",
     "야간 모드는 배경을 어둡게 만들지 않습니다.", nullptr, nullptr},
    {"Each process sends its tensor to rank 0, which sums them.",
     "각 프로세스는 자신의 텐서를 랭크 0으로 보내고, 랭크 0이 이를 더합니다.", nullptr,
     "각 프로세스는 자신의 텐서를 랭크 0으로 보냅니다.",
     "랭크 0은 자신의 텐서를 각 프로세스로 보내고, 각 프로세스가 이를 더합니다."},
    {"Pruning removes weights that are never used.",
     "가지치기는 사용되지 않는 가중치를 제거합니다.", "가지치기는 사용되는 가중치를 제거합니다.",
     "가중치를 제거합니다.", nullptr},
    {"Convert the image to a tensor and then normalize it.",
     "이미지를 텐서로 변환한 다음 정규화합니다.", nullptr, "이미지를 텐서로 변환합니다.",
     "텐서를 이미지로 변환한 다음 정규화합니다."},
    {"The scheduler lowers the learning rate when the loss stops improving.",
     "스케줄러는 손실이 더 이상 개선되지 않을 때 학습률을 낮춥니다.",
     "스케줄러는 손실이 개선될 때 학습률을 낮춥니다.", "스케줄러는 학습률을 낮춥니다.",
     "스케줄러는 손실이 더 이상 개선되지 않을 때 학습률을 높입니다."},
    {"Tensors on different devices cannot be added together.",
     "서로 다른 장치에 있는 텐서는 더할 수 없습니다.",
     "서로 다른 장치에 있는 텐서도 더할 수 있습니다.", "텐서는 더할 수 없습니다.", nullptr},
    {"The script saves a checkpoint every epoch, unless --no-save is given.",
     "스크립트는 --no-save가 주어지지 않는 한 매 에폭마다 체크포인트를 저장합니다.",
     "스크립트는 --no-save가 주어지면 매 에폭마다 체크포인트를 저장합니다.",
     "스크립트는 매 에폭마다 체크포인트를 저장합니다.", nullptr},
    {"Load the weights from the file into the model.", "파일의 가중치를 모델로 불러옵니다.",
     nullptr, nullptr, "모델의 가중치를 파일로 불러옵니다."},
};

enum Kind
{
    Negation,
    ClauseDropped,
    Swapped,
    Misses,
    Untouched,
    Kinds
};
const char *const KindNames[Kinds] = {"negation flipped", "clause dropped", "arguments swapped",
                                      "calibration misses", "untouched"};

struct Tally
{
    int cases = 0, found = 0, lines = 0, findings = 0;
};

// The toy "model" of --stand-in: a few string rules, so that the harness has something with
// both hits and misses to measure. It quotes Korean from the draft as a model is asked to.
QByteArray toyModel(const QByteArray &body)
{
    const QString user = QJsonDocument::fromJson(body)
                             .object()
                             .value("messages")
                             .toArray()
                             .at(1)
                             .toObject()
                             .value("content")
                             .toString();
    const qsizetype split = user.indexOf(QLatin1String("\n\nKorean:\n"));
    const QString english = user.mid(9, split - 9),
                  korean = user.mid(split + 10).section(u'\n', 0, 0);
    static const QRegularExpression negEn(QStringLiteral("\\b(not|never|cannot|no|unless)\\b|n't"));
    static const QRegularExpression negKo(QStringLiteral("않|없|못|마세요|말"));
    const QStringList words = korean.split(u' ', Qt::SkipEmptyParts);
    QJsonArray findings;
    const bool enNeg = negEn.match(english).hasMatch(), koNeg = negKo.match(korean).hasMatch();
    if (enNeg != koNeg && !words.isEmpty())
        findings.append(QJsonObject{{"kind", "negation"},
                                    {"quote", words.last()},
                                    {"explanation", "the polarity differs"}});
    else if (english.count(u' ') > 3 * qMax<qsizetype>(1, words.size()))
        findings.append(QJsonObject{{"kind", "dropped-clause"},
                                    {"quote", words.value(0)},
                                    {"explanation", "much shorter than the English"}});
    return testing::chatAnswer(
        QJsonDocument(QJsonObject{{"findings", findings}}).toJson(QJsonDocument::Compact));
}

struct Harness
{
    CheckerSpec spec;
    std::shared_ptr<const ProjectContext> project = ProjectContext::builtIn();
    QList<qint64> calls;
    int errors = 0, droppedQuote = 0, droppedOwn = 0, droppedFix = 0;
    QString firstError;

    // The findings on a pair, through Tandem's own checks and the gates.
    Issues findings(const QString &source, const QString &draft, FileKind kind)
    {
        LintSession session(project);
        const LintText s{QStringLiteral("source"), source, kind},
            d{QStringLiteral("draft"), draft, kind};
        const LintOutcome outcome = session.lint(s, d);
        const ExternalReport report =
            checkLintedPair(spec, session, s, d, outcome, QStringLiteral("-"));
        calls += report.callMilliseconds;
        errors += int(report.errors.size());
        droppedQuote += report.droppedQuote;
        droppedOwn += report.droppedOwn;
        droppedFix += report.droppedFix;
        if (firstError.isEmpty() && !report.errors.isEmpty()) firstError = report.errors[0];
        return report.issues;
    }
};

// The misses of misses.md: ("069", 239) for each "| 069:239 |" or "| 062:479, 510 |" row.
QList<std::pair<QString, int>> readMisses(const QString &path)
{
    QList<std::pair<QString, int>> misses;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return misses;
    static const QRegularExpression row(QStringLiteral("^\\| (\\d{3}):([\\d, ]+) \\|"));
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        const auto m = row.match(line);
        if (!m.hasMatch()) continue;
        for (const QString &n : m.captured(2).split(u',', Qt::SkipEmptyParts))
            misses.append({m.captured(1), n.trimmed().toInt()});
    }
    return misses;
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).remove(u'\r')
                                          : QString();
}

qint64 percentile(QList<qint64> values, double p)
{
    if (values.isEmpty()) return 0;
    std::sort(values.begin(), values.end());
    return values[std::min<qsizetype>(values.size() - 1, qsizetype(p * values.size()))];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({{"stand-in", "a loopback stand-in with a toy rule-based model"},
                       {"second-reader", "an OpenAI-compatible endpoint", "url"},
                       {"reader-model", "its model", "name"},
                       {"checker", "an external checker (URL or command)", "checker"},
                       {"timeout", "seconds a call may take (default 120)", "seconds"},
                       {"no-misses", "leave ../shared/calibration/misses.md out"}});
    parser.process(app);

    testing::LoopbackStandIn standIn(toyModel);
    Harness harness;
    QString error;
    std::optional<CheckerSpec> spec;
    if (parser.isSet("stand-in")) {
        if (!standIn.listen()) return std::puts("could not listen on 127.0.0.1"), 2;
        spec = secondReaderFromArguments(standIn.url(QString()), QStringLiteral("toy-stand-in"),
                                         &error);
    } else if (parser.isSet("second-reader")) {
        spec = secondReaderFromArguments(parser.value("second-reader"),
                                         parser.value("reader-model"), &error);
    } else if (parser.isSet("checker")) {
        spec = checkerFromArgument(parser.value("checker"), &error);
    } else {
        error = QStringLiteral("name --stand-in, --second-reader URL --reader-model NAME or "
                               "--checker SPEC");
    }
    if (!spec) return std::fprintf(stderr, "eval_secondreader: %s\n", qPrintable(error)), 2;
    if (parser.isSet("timeout"))
        spec->limits.timeoutMs = int(parser.value("timeout").toDouble() * 1000);
    if (spec->leavesMachine)
        std::fprintf(stderr, "eval_secondreader: sends text to %s, not this machine\n",
                     qPrintable(spec->url.host()));
    harness.spec = *spec;

    Tally tally[Kinds];
    for (const Judged &j : Set) {
        const QString english = QString::fromUtf8(j.english) + u'\n';
        const char *damaged[] = {j.negated, j.clauseDropped, j.swapped};
        for (int kind = Negation; kind <= Swapped; ++kind) {
            if (!damaged[kind]) continue;
            ++tally[kind].cases;
            ++tally[kind].lines;
            const Issues found =
                harness.findings(english, QString::fromUtf8(damaged[kind]) + u'\n', FileKind::Rst);
            tally[kind].findings += int(found.size());
            tally[kind].found += found.isEmpty() ? 0 : 1;
        }
        ++tally[Untouched].cases;
        ++tally[Untouched].lines;
        const Issues alarms =
            harness.findings(english, QString::fromUtf8(j.korean) + u'\n', FileKind::Rst);
        tally[Untouched].findings += int(alarms.size());
        tally[Untouched].found += alarms.isEmpty() ? 0 : 1;
    }

    const QString calibration = QStringLiteral(TANDEM_SHARED_DIR "/calibration");
    const auto misses = parser.isSet("no-misses")
                            ? QList<std::pair<QString, int>>()
                            : readMisses(calibration + QStringLiteral("/misses.md"));
    QHash<QString, Issues> byPair; // a pair read once for all its misses
    for (const auto &[pair, line] : misses) {
        const QDir dir(calibration + u'/' + pair);
        const QString draftName = dir.entryList({QStringLiteral("draft.*")}).value(0);
        if (draftName.isEmpty()) continue;
        if (!byPair.contains(pair)) {
            const QString sourceName = dir.entryList({QStringLiteral("source.*")}).value(0);
            const FileKind kind =
                draftName.endsWith(QLatin1String(".py")) ? FileKind::SphinxGallery : FileKind::Rst;
            byPair.insert(pair, harness.findings(readText(dir.filePath(sourceName)),
                                                 readText(dir.filePath(draftName)), kind));
            tally[Misses].findings += int(byPair[pair].size());
        }
        ++tally[Misses].cases;
        for (const Issue &i : byPair[pair])
            if (i.range.start.line <= line - 1 && line - 1 <= i.range.end.line) {
                ++tally[Misses].found;
                break;
            }
    }

    std::printf("checker: %s (%s)\n", qPrintable(spec->name),
                spec->kind == CheckerSpec::Kind::SecondReader ? "second reader" : "external");
    std::printf("%-20s %6s %6s %8s %10s\n", "set", "cases", "found", "recall", "findings");
    int damagedCases = 0, damagedFound = 0;
    for (int k = 0; k < Kinds; ++k) {
        if (tally[k].cases == 0) {
            std::printf("%-20s %6s\n", KindNames[k], k == Misses ? "(../shared absent)" : "-");
            continue;
        }
        if (k != Untouched) {
            damagedCases += tally[k].cases;
            damagedFound += tally[k].found;
        }
        // Untouched pairs have nothing to find: their column is the pairs with an alarm.
        const QString recall =
            k == Untouched
                ? QStringLiteral("-")
                : QString::number(100.0 * tally[k].found / tally[k].cases, 'f', 0) + u'%';
        std::printf("%-20s %6d %6d %8s %10d\n", KindNames[k], tally[k].cases, tally[k].found,
                    qPrintable(recall), tally[k].findings);
    }
    std::printf("recall (all damage and misses): %d/%d = %.0f%%\n", damagedFound, damagedCases,
                damagedCases ? 100.0 * damagedFound / damagedCases : 0.0);
    std::printf("false alarms: %d on %d untouched lines = %.0f per 1,000 lines\n",
                tally[Untouched].findings, tally[Untouched].lines,
                1000.0 * tally[Untouched].findings / qMax(1, tally[Untouched].lines));
    std::printf("dropped by the gates: %d quotes not in the draft, %d where an own check "
                "reports, %d fixes Tandem's checks refuse\n",
                harness.droppedQuote, harness.droppedOwn, harness.droppedFix);
    std::printf("calls: %lld, p50 %lld ms, p95 %lld ms; errors: %d%s%s\n",
                qint64(harness.calls.size()), percentile(harness.calls, 0.5),
                percentile(harness.calls, 0.95), harness.errors,
                harness.firstError.isEmpty() ? "" : ", first: ", qPrintable(harness.firstError));
    return 0;
}
