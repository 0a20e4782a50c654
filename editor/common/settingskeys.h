// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// QSettings keys of the editor, in one place so a typo cannot create a second setting.
namespace tandem::settings {

inline constexpr char Geometry[] = "window/geometry";
inline constexpr char State[] = "window/state";
inline constexpr char Splitter[] = "window/splitter";
// The Preview dock was given its room once (MainWindow); from then on the saved layout rules.
inline constexpr char PreviewArranged[] = "window/previewArranged";
inline constexpr char EditorFont[] = "editor/font";
inline constexpr char Zoom[] = "editor/zoom";
inline constexpr char WordWrap[] = "editor/wordWrap";
inline constexpr char SyncScrolling[] = "editor/syncScrolling";
inline constexpr char DisabledChecks[] = "checks/disabled";
inline constexpr char EnabledChecks[] = "checks/enabled"; // off by default, switched on
inline constexpr char StyleFile[] = "checks/styleFile";   // the user's style rules (YAML)
inline constexpr char RecentPairs[] = "files/recentPairs";
inline constexpr char ReviewExportDir[] = "review/exportDir"; // where the last export went
// The pull request last posted to, per checkout root (a map root -> "owner/name#number").
inline constexpr char ReviewGithubTargets[] = "review/githubTargets";
inline constexpr char AutosaveSeconds[] = "files/autosaveSeconds";
// Where the cursor was in each draft: "line column path" strings, the newest first.
inline constexpr char CursorPositions[] = "files/cursorPositions";
inline constexpr char UiLanguage[] = "ui/language"; // "", "en" or "ko" (helpmenu.cpp)
// The translator's own credit line (**번역**: `이름 <https://github.com/id>`_), written where an
// inserted match carries someone else's (editor/memory/tmcontroller.cpp); empty: left out.
// Asked for the first time that happens (UserPrompts::askOwnCredit).
inline constexpr char TranslatorCredit[] = "translator/creditLine";
inline constexpr char TranslatorCreditAsked[] = "translator/creditAsked"; // asked once only

// The second reader (editor/secondreader/): off by default; on, it reads the open pair with the
// checker named here (a name from the checkout's .tandem.yaml `checkers:`), else with the chat
// completions endpoint and model here. Verdicts: a map question kind -> [accepted, dismissed].
inline constexpr char SecondReaderOn[] = "secondReader/on";
inline constexpr char SecondReaderChecker[] = "secondReader/checker";
inline constexpr char SecondReaderEndpoint[] = "secondReader/endpoint";
inline constexpr char SecondReaderModel[] = "secondReader/model";
inline constexpr char SecondReaderVerdicts[] = "secondReader/verdicts";

inline constexpr int MaxRecentPairs = 10;
inline constexpr int MaxCursorPositions = 200;
inline constexpr int DefaultAutosaveSeconds = 5;

} // namespace tandem::settings
