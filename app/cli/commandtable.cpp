// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandtable.h"

#include "lintcommand.h"
#include "pocommand.h"
#include "projectcommand.h"
#include "rendercommand.h"
#include "reviewcommand.h"
#include "scancommand.h"
#include "selftestcommand.h"
#include "synccommand.h"
#include "tmcommand.h"

#include <algorithm>
#include <array>
#include <vector>

namespace tandem::cli {

namespace {

constexpr std::array Commands{
    Command{"lint", "check a translation against its English, or a checkout's changed files",
            runLint, true},
    Command{"review", "post a checkout's findings as a GitHub pull-request review", runReview,
            true},
    Command{"project", "the whole checkout: each file's state, terms, and what needs work",
            runProject, true},
    Command{"sync", "carry upstream's code, literal, link and number changes into translations",
            runSync, false},
    Command{"tm", "the translation memory built from the checkout's history", runTm, false},
    Command{"po", "gettext catalogues: lint them, and the queue of fuzzy entries", runPo, false},
    Command{"render", "the preview as an HTML file", runRender, false},
    Command{"scan", "the RST structure of one file (blocks and inline markup)", runScan, false},
    Command{"self-test", "check this installation: the example, the memory, Qt's plugins",
            runSelfTest, false},
};

// Levenshtein distance, capped: the names are short, so the quadratic table is a few cells.
int editDistance(QStringView a, QStringView b)
{
    std::vector<int> previous(b.size() + 1), current(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitute = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitute});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace

std::span<const Command> commands()
{
    return Commands;
}

const Command *findCommand(QStringView name)
{
    for (const Command &command : Commands)
        if (name == QLatin1StringView(command.name)) return &command;
    return nullptr;
}

QString closestCommand(QStringView typed)
{
    // Longer than any command: not a typo of one (and the distance table stays tiny).
    if (typed.isEmpty() || typed.size() > 16) return {};
    const QString lower = typed.toString().toLower();
    QString best;
    int bestDistance = 3;
    for (const Command &command : Commands) {
        const QLatin1StringView name(command.name);
        if (lower.size() >= 3 && name.startsWith(lower)) return name.toString();
        const int distance = editDistance(lower, QString(name));
        if (distance < bestDistance && distance < int(name.size())) {
            bestDistance = distance;
            best = name.toString();
        }
    }
    return best;
}

void printOverview(QTextStream &stream)
{
    stream << "Usage: tandem [SOURCE] DRAFT      open the editor on a pair, or on a draft alone\n"
              "       tandem DIR [--base REF]    review a git checkout's changed translations\n"
              "       tandem COMMAND [options]   run a command without a window\n"
              "\n"
              "Commands:\n";
    for (const Command &command : Commands)
        stream << "  " << QString::fromLatin1(command.name).leftJustified(10) << command.summary
               << '\n';
    stream << "\n"
              "'tandem help COMMAND' (or 'tandem COMMAND --help') gives a command's options;\n"
              "'tandem --version' the version. The manual: man tandem.\n";
    stream.flush();
}

} // namespace tandem::cli
