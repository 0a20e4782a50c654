<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Glossary</name>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
</context>
<context>
    <name>SyncApply</name>
    <message>
        <source>the English prose changed</source>
        <translation>영어 문장이 바뀌었습니다</translation>
    </message>
    <message>
        <source>the English markup changed</source>
        <translation>영어 마크업이 바뀌었습니다</translation>
    </message>
    <message>
        <source>%1 is not in the Korean</source>
        <translation>%1이(가) 한국어에 없습니다</translation>
    </message>
    <message>
        <source>%1 changed in some places only, and the Korean has it %2 times, the English %3</source>
        <translation>%1이(가) 일부 자리에서만 바뀌었고, 한국어에는 %2번, 영어에는 %3번 있습니다</translation>
    </message>
    <message>
        <source>the code block is too long to compare line by line</source>
        <translation>코드 블록이 너무 길어 줄 단위로 비교할 수 없습니다</translation>
    </message>
    <message>
        <source>a code comment changed</source>
        <translation>코드 주석이 바뀌었습니다</translation>
    </message>
    <message>
        <source>the changed code lines are not in the Korean block as they were in the English</source>
        <translation>바뀐 코드 줄이 영어에 있던 모양 그대로 한국어 블록에 없습니다</translation>
    </message>
    <message>
        <source>added upstream</source>
        <translation>업스트림에서 추가됨</translation>
    </message>
    <message>
        <source>removed upstream</source>
        <translation>업스트림에서 삭제됨</translation>
    </message>
    <message>
        <source>the English unit changed between code and prose</source>
        <translation>영어 단위가 코드와 문장 사이에서 바뀌었습니다</translation>
    </message>
    <message>
        <source>no Korean unit is aligned with it</source>
        <translation>정렬된 한국어 단위가 없습니다</translation>
    </message>
    <message>
        <source>its Korean lines are shared with another change</source>
        <translation>한국어 줄을 다른 변경과 함께 씁니다</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>%1 is written %2 times and changed in some places only; which of them in the Korean is not certain: for the translator</source>
        <translation>%1이(가) %2번 쓰였고 일부만 바뀌었습니다. 한국어에서 어느 것인지 확실하지 않아 번역자에게 남깁니다</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Side-by-side editor for translating reStructuredText tutorials.</source>
        <translation>reStructuredText 튜토리얼을 원문과 나란히 놓고 번역하는 편집기입니다.</translation>
    </message>
    <message>
        <source>the English original (optional)</source>
        <translation>영어 원문 (선택 사항)</translation>
    </message>
    <message>
        <source>the Korean draft (created from the source when missing)</source>
        <translation>한국어 번역본 (없으면 원문을 복사해 만듭니다)</translation>
    </message>
    <message>
        <source>with DIR: the branch or commit to compare with (default: the upstream default branch)</source>
        <translation>DIR과 함께: 비교할 브랜치나 커밋 (기본값: upstream의 기본 브랜치)</translation>
    </message>
    <message>
        <source>tandem: %1 cannot be the English source of itself; open it alone to translate it in place</source>
        <translation>tandem: %1은(는) 자기 자신의 영어 원문이 될 수 없습니다. 제자리에서 번역하려면 이 파일만 여세요</translation>
    </message>
</context>
<context>
    <name>tandem::ActionsController</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Pair…</source>
        <translation>원문과 번역본 열기(&amp;P)…</translation>
    </message>
    <message>
        <source>English source</source>
        <translation>영어 원문</translation>
    </message>
    <message>
        <source>Tutorials (*.rst *.py *.txt);;All files (*)</source>
        <translation>튜토리얼 (*.rst *.py *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Korean draft (a new file starts as a copy of the source)</source>
        <translation>한국어 번역본 (새 파일은 원문의 복사본으로 시작합니다)</translation>
    </message>
    <message>
        <source>Open &amp;Draft…</source>
        <translation>번역본 열기(&amp;D)…</translation>
    </message>
    <message>
        <source>Korean draft</source>
        <translation>한국어 번역본</translation>
    </message>
    <message>
        <source>Pick &amp;Source…</source>
        <translation>원문 선택(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Recent Pairs</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Checkout…</source>
        <translation>체크아웃 열기(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Review a checkout (any folder inside a git working tree)</source>
        <translation>체크아웃 리뷰하기 (git 작업 트리 안의 아무 폴더)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Save draft as</source>
        <translation>번역본을 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find/Replace…</source>
        <translation>찾기/바꾸기(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>다음 찾기(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>줄로 이동(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>줄로 이동</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>줄:</translation>
    </message>
    <message>
        <source>Apply &amp;Quick Fix</source>
        <translation>빠른 수정 적용(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+.</source>
        <translation>Ctrl+.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Synchronise Scrolling</source>
        <translation>스크롤 동기화(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Word Wrap</source>
        <translation>자동 줄 바꿈(&amp;W)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Font…</source>
        <translation>글꼴(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Checks</source>
        <translation>검사(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Choose Checks…</source>
        <translation>검사 선택(&amp;C)…</translation>
    </message>
    <message>
        <source>Check &amp;Spelling</source>
        <translation>맞춤법 검사(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Style Rules File…</source>
        <translation>문체 규칙 파일(&amp;S)…</translation>
    </message>
    <message>
        <source>Your style rules, added to the built-in ones (empty: built-in only)</source>
        <translation>기본 규칙에 더할 내 문체 규칙 (비우면 기본 규칙만)</translation>
    </message>
    <message>
        <source>Style rules (*.yaml *.yml)</source>
        <translation>문체 규칙 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Built-in Style Rules &amp;Only</source>
        <translation>기본 문체 규칙만 사용(&amp;O)</translation>
    </message>
    <message>
        <source>%1 ← %2</source>
        <translation>%1 ← %2</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>Style Rules</source>
        <translation>문체 규칙</translation>
    </message>
    <message>
        <source>The style rules in %1 were not used:
%2</source>
        <translation>%1의 문체 규칙을 사용하지 않았습니다:
%2</translation>
    </message>
    <message>
        <source>Your style rules (%1) have problems and are not used</source>
        <translation>내 문체 규칙(%1)에 문제가 있어 사용하지 않습니다</translation>
    </message>
    <message>
        <source>Ne&amp;xt Issue</source>
        <translation>다음 문제(&amp;X)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Issue</source>
        <translation>이전 문제(&amp;V)</translation>
    </message>
</context>
<context>
    <name>tandem::AnalysisController</name>
    <message>
        <source>%1 errors, %2 warnings, %3 notes</source>
        <translation>오류 %1개, 경고 %2개, 참고 %3개</translation>
    </message>
    <message>
        <source>  ·  %1 of %2 units translated</source>
        <translation>  ·  단위 %2개 중 %1개 번역됨</translation>
    </message>
</context>
<context>
    <name>tandem::CatalogueEntryModel</name>
    <message>
        <source>References: %1</source>
        <translation>참조: %1</translation>
    </message>
    <message>
        <source>Translator: %1</source>
        <translation>번역자: %1</translation>
    </message>
    <message>
        <source>Flags: %1</source>
        <translation>플래그: %1</translation>
    </message>
    <message>
        <source>obsolete</source>
        <translation>폐기됨</translation>
    </message>
    <message>
        <source>header</source>
        <translation>헤더</translation>
    </message>
    <message>
        <source>fuzzy</source>
        <translation>fuzzy</translation>
    </message>
    <message>
        <source>untranslated</source>
        <translation>미번역</translation>
    </message>
    <message>
        <source>(header)</source>
        <translation>(헤더)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>English (msgid)</source>
        <translation>영어 (msgid)</translation>
    </message>
    <message>
        <source>Korean (msgstr)</source>
        <translation>한국어 (msgstr)</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>문제</translation>
    </message>
</context>
<context>
    <name>tandem::CatalogueMemory</name>
    <message>
        <source>Building the translation memory from the checkout&apos;s history…</source>
        <translation>체크아웃의 기록으로 번역 메모리를 만드는 중…</translation>
    </message>
    <message>
        <source>Not built: %1</source>
        <translation>만들지 못했습니다: %1</translation>
    </message>
    <message>
        <source>No match of 70% or more.</source>
        <translation>70% 이상 일치하는 항목이 없습니다.</translation>
    </message>
    <message>
        <source>Opening the translation memory…</source>
        <translation>번역 메모리를 여는 중…</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>찾는 중…</translation>
    </message>
</context>
<context>
    <name>tandem::CatalogueWindow</name>
    <message>
        <source>The English (msgid) of the selected entry</source>
        <translation>선택한 항목의 영어 (msgid)</translation>
    </message>
    <message>
        <source>The Korean (msgstr): type the translation</source>
        <translation>한국어 (msgstr): 번역을 입력하세요</translation>
    </message>
    <message>
        <source>&amp;Needs review (fuzzy)</source>
        <translation>검토 필요(fuzzy)(&amp;N)</translation>
    </message>
    <message>
        <source>The plural form shown</source>
        <translation>보이는 복수형</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>&amp;Entry</source>
        <translation>항목(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Fuzzy</source>
        <translation>Fuzzy(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Issues</source>
        <translation>문제(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Fuzzy (%1)</source>
        <translation>Fuzzy (%1)(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Show &amp;Header and Obsolete Entries</source>
        <translation>헤더와 폐기 항목 보이기(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>이동(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Fuzzy or Untranslated</source>
        <translation>다음 fuzzy 또는 미번역(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fuzzy Queue</source>
        <translation>Fuzzy 대기열(&amp;F)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 읽는 중…</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1을(를) 읽지 못했습니다: %2</translation>
    </message>
    <message>
        <source>%1 — not read — Tandem</source>
        <translation>%1 — 읽지 못함 — Tandem</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>%1번 줄</translation>
    </message>
    <message>
        <source>Context: %1</source>
        <translation>맥락: %1</translation>
    </message>
    <message>
        <source>Translator: %1</source>
        <translation>번역자: %1</translation>
    </message>
    <message>
        <source>&amp;Issues (%1)</source>
        <translation>문제 (%1)(&amp;I)</translation>
    </message>
    <message>
        <source>Every entry is translated and reviewed.</source>
        <translation>모든 항목이 번역되고 검토되었습니다.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1을(를) 저장하지 못했습니다: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>카탈로그</translation>
    </message>
    <message>
        <source>%1%2 — Tandem</source>
        <translation>%1%2 — Tandem</translation>
    </message>
    <message>
        <source>%1 entries · %2 translated · %3 fuzzy · %4 untranslated · %5 wrapping</source>
        <translation>항목 %1개 · 번역 %2 · fuzzy %3 · 미번역 %4 · 줄바꿈 %5</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>바뀐 내용을 저장할까요?</translation>
    </message>
    <message>
        <source>%1 has edits that are not saved.</source>
        <translation>%1에 저장하지 않은 편집이 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Matches</source>
        <translation>일치 항목(&amp;M)</translation>
    </message>
    <message>
        <source>Insert Match %1</source>
        <translation>일치 항목 %1 넣기</translation>
    </message>
    <message>
        <source>&amp;Concordance…</source>
        <translation>용례 찾기(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>tandem::Checkout</name>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1은(는) 폴더가 아닙니다</translation>
    </message>
    <message>
        <source>%1 is not a git working tree</source>
        <translation>%1은(는) git 작업 트리가 아닙니다</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a usable git revision: %1</source>
        <translation>쓸 수 없는 git 리비전입니다: %1</translation>
    </message>
    <message>
        <source>no commit named %1 in %2</source>
        <translation>%2에 %1(이)라는 커밋이 없습니다</translation>
    </message>
    <message>
        <source>no base branch found in %1 (no upstream or origin default branch, no master or main); choose one with --base</source>
        <translation>%1에서 기준 브랜치를 찾지 못했습니다 (upstream이나 origin의 기본 브랜치, master, main 모두 없음). --base로 지정하세요</translation>
    </message>
    <message>
        <source>the index of %1 lists none of the files HEAD tracks (a clone whose checkout failed?): rebuild it with `git reset` and fetch what is missing (`git checkout -- .` names it), then run again</source>
        <translation>%1의 인덱스에 HEAD가 추적하는 파일이 하나도 없습니다(체크아웃이 실패한 클론일 수 있습니다): `git reset`으로 인덱스를 다시 만들고 빠진 것을 받아 온 뒤(`git checkout -- .`이 알려 줍니다) 다시 실행하세요</translation>
    </message>
    <message>
        <source>the current branch of %1 has no history in common with %2</source>
        <translation>%1의 현재 브랜치는 %2와(과) 공통 이력이 없습니다</translation>
    </message>
    <message>
        <source>only exact renames were followed, because git could not read an object: %1</source>
        <translation>git이 개체 하나를 읽지 못해 이름 바꾸기는 내용이 같은 것만 따라갔습니다: %1</translation>
    </message>
    <message>
        <source>renames were not followed, because git could not read an object: %1</source>
        <translation>git이 개체 하나를 읽지 못해 이름 바꾸기를 따라가지 않았습니다: %1</translation>
    </message>
    <message>
        <source>%1 at %2 is not in this partial clone</source>
        <translation>%2의 %1은(는) 이 부분 클론에 없습니다</translation>
    </message>
    <message>
        <source>%1 does not exist at %2</source>
        <translation>%2에는 %1이(가) 없습니다</translation>
    </message>
</context>
<context>
    <name>tandem::CheckoutSync</name>
    <message>
        <source>%1: a symbolic link leading outside the checkout or to nothing; not synced</source>
        <translation>%1: 체크아웃 밖이나 없는 곳을 가리키는 심볼릭 링크라서 동기화하지 않았습니다</translation>
    </message>
</context>
<context>
    <name>tandem::ConcordanceDialog</name>
    <message>
        <source>Concordance</source>
        <translation>용례</translation>
    </message>
    <message>
        <source>An English or Korean phrase, then Enter</source>
        <translation>영어나 한국어 구절을 입력하고 Enter</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>찾는 중…</translation>
    </message>
    <message>
        <source>No stored pair contains “%1”.</source>
        <translation>“%1”이(가) 들어 있는 저장된 쌍이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n stored pair(s) contain “%1”, newest first.</source>
        <translation>
            <numerusform>“%1”이(가) 들어 있는 저장된 쌍 %n개, 최신순.</numerusform>
        </translation>
    </message>
    <message>
        <source>English</source>
        <translation>영어</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>한국어</translation>
    </message>
    <message>
        <source>From</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>newer of %1 translations</source>
        <translation>번역 %1가지 중 최신</translation>
    </message>
    <message>
        <source>older of %1 translations</source>
        <translation>번역 %1가지 중 이전</translation>
    </message>
    <message>
        <source>In the Korean: %1.</source>
        <translation>한국어에서는: %1.</translation>
    </message>
    <message>
        <source>Up and Down pick a pair, Enter inserts its Korean.</source>
        <translation>위/아래 키로 쌍을 고르고 Enter로 그 한국어를 넣습니다.</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>넣기</translation>
    </message>
    <message>
        <source>The community renders %1.</source>
        <translation>커뮤니티의 번역: %1.</translation>
    </message>
</context>
<context>
    <name>tandem::Decorations</name>
    <message>
        <source>keep in English</source>
        <translation>영어로 유지</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Not the agreed term: %1 → %2</source>
        <translation>합의된 용어가 아닙니다: %1 → %2</translation>
    </message>
    <message>
        <source>English left in the draft: %1 → %2</source>
        <translation>번역본에 영어가 남아 있습니다: %1 → %2</translation>
    </message>
</context>
<context>
    <name>tandem::DocumentController</name>
    <message>
        <source>Cannot open %1</source>
        <translation>%1을(를) 열 수 없습니다</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Your style rules (%1) have problems and are not used</source>
        <translation>내 문체 규칙(%1)에 문제가 있어 사용하지 않습니다</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>저장할 수 없습니다</translation>
    </message>
    <message>
        <source>The source and the draft are the same file</source>
        <translation>원문과 번역본이 같은 파일입니다</translation>
    </message>
    <message>
        <source>%1

A file cannot be the English source of itself. To translate a file of a git checkout in place, open it alone (File &gt; Open Draft…): the English from its git history becomes the source.</source>
        <translation>%1

파일 자신을 영어 원문으로 쓸 수는 없습니다. git 체크아웃의 파일을 제자리에서 번역하려면 그 파일만 여세요(파일 &gt; 번역본 열기…). git 기록의 영어가 원문이 됩니다.</translation>
    </message>
    <message>
        <source>Unsaved work not recovered</source>
        <translation>저장하지 않은 작업을 복구하지 못함</translation>
    </message>
</context>
<context>
    <name>tandem::DriftDiffView</name>
    <message>
        <source>Select an upstream change to see what changed in the English.</source>
        <translation>업스트림 변경을 선택하면 영어 원문에서 무엇이 바뀌었는지 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>tandem::EditingController</name>
    <message>
        <source>Replace &quot;%1&quot; in This File…</source>
        <translation>이 파일에서 &quot;%1&quot; 바꾸기…</translation>
    </message>
    <message>
        <source>Next &amp;Untranslated Segment</source>
        <translation>다음 미번역 구역(&amp;U)</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>&amp;Previous Untranslated Segment</source>
        <translation>이전 미번역 구역(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation>Ctrl+Shift+U</translation>
    </message>
    <message>
        <source>Replace &amp;Term in File…</source>
        <translation>파일에서 용어 바꾸기(&amp;T)…</translation>
    </message>
    <message>
        <source>Untranslated segments are found against the English source; pick one first (File &gt; Pick Source…)</source>
        <translation>미번역 구역은 영어 원문과 비교해 찾습니다. 먼저 원문을 고르세요(파일 &gt; 원문 선택…)</translation>
    </message>
    <message>
        <source>No glossary term to replace here</source>
        <translation>여기에는 바꿀 용어가 없습니다</translation>
    </message>
    <message>
        <source>Replace &quot;%1&quot; with the glossary&apos;s &quot;%2&quot; in this file (particles made to agree). Places the glossary check did not flag are not ticked.</source>
        <translation>이 파일의 &quot;%1&quot;을(를) 용어집의 &quot;%2&quot;(으)로 바꿉니다(조사도 맞춥니다). 용어집 검사가 표시하지 않은 곳은 체크하지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n place(s); Undo puts them all back</source>
        <translation>
            <numerusform>%n곳을 바꿨습니다. 실행 취소로 모두 되돌릴 수 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Put the cursor on a glossary term the Issues panel flags (%1) to replace it in the file</source>
        <translation>파일 전체에서 바꾸려면 문제 패널이 표시한 용어(%1)에 커서를 두세요</translation>
    </message>
    <message numerus="yes">
        <source>The %n untranslated unit(s) have no Korean lines to go to yet</source>
        <translation>
            <numerusform>미번역 단위 %n개에는 아직 이동할 한국어 줄이 없습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Every unit of English prose has Korean in it (code, directive lines and link targets stay in English)</source>
        <translation>영어 산문 단위마다 한국어가 들어 있습니다 (코드, 지시어 줄, 링크 대상은 영어로 둡니다)</translation>
    </message>
    <message>
        <source>Untranslated unit %1 of %2 (%3 of %4 units translated)</source>
        <translation>미번역 단위 %2개 중 %1번째 (단위 %4개 중 %3개 번역됨)</translation>
    </message>
    <message>
        <source>No untranslated unit on the changed lines (the Issues list shows changed lines only)</source>
        <translation>바뀐 줄에는 미번역 단위가 없습니다 (문제 목록이 바뀐 줄만 보여 줍니다)</translation>
    </message>
    <message>
        <source>Untranslated unit %1 of %2 on the changed lines (%3 of %4 units translated)</source>
        <translation>바뀐 줄의 미번역 단위 %2개 중 %1번째 (단위 %4개 중 %3개 번역됨)</translation>
    </message>
</context>
<context>
    <name>tandem::FindBar</name>
    <message>
        <source>Regex</source>
        <translation>정규 표현식</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>대소문자 구분</translation>
    </message>
    <message>
        <source>Find in draft</source>
        <translation>번역본에서 찾기</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>바꿀 내용</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>이전</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>바꾸기</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>모두 바꾸기</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>찾지 못했습니다</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n개 바꿈</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tandem::FixController</name>
    <message>
        <source>Cannot suppress</source>
        <translation>숨길 수 없습니다</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>고치기: %1</translation>
    </message>
    <message>
        <source>Fix All “%1” in This File</source>
        <translation>이 파일의 “%1” 모두 고치기</translation>
    </message>
    <message>
        <source>Suppress “%1” Here</source>
        <translation>여기서 “%1” 숨기기</translation>
    </message>
    <message>
        <source>Spelling Suggestions for “%1”</source>
        <translation>“%1”의 맞춤법 제안</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>찾는 중…</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>제안 없음</translation>
    </message>
    <message>
        <source>Add “%1” to My Word List</source>
        <translation>내 단어 목록에 “%1” 추가</translation>
    </message>
    <message>
        <source>Add “%1” to the Project&apos;s Word List</source>
        <translation>프로젝트 단어 목록에 “%1” 추가</translation>
    </message>
    <message>
        <source>Word List</source>
        <translation>단어 목록</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Fix: %1 (%2)</source>
        <translation>수정: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>tandem::FuzzyPanel</name>
    <message>
        <source>Line %1 · proposal</source>
        <translation>%1번 줄 · 제안</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>%1번 줄</translation>
    </message>
    <message>
        <source>English</source>
        <translation>영어</translation>
    </message>
    <message>
        <source>Translation</source>
        <translation>번역</translation>
    </message>
    <message>
        <source>&amp;Accept Proposal</source>
        <translation>제안 받아들이기(&amp;A)</translation>
    </message>
    <message>
        <source>Write the proposal and clear the fuzzy flag (Ctrl+Return)</source>
        <translation>제안을 쓰고 fuzzy 표시를 지웁니다 (Ctrl+Return)</translation>
    </message>
    <message>
        <source>&amp;Keep Translation</source>
        <translation>번역 유지(&amp;K)</translation>
    </message>
    <message>
        <source>The English change needs no change in the Korean: clear the fuzzy flag only (Ctrl+Shift+Return)</source>
        <translation>영어 변경이 한국어를 바꿀 필요가 없습니다: fuzzy 표시만 지웁니다 (Ctrl+Shift+Return)</translation>
    </message>
    <message>
        <source>&amp;Edit Entry</source>
        <translation>항목 편집(&amp;E)</translation>
    </message>
    <message>
        <source>No fuzzy entries: every translation is reviewed.</source>
        <translation>fuzzy 항목이 없습니다: 모든 번역이 검토되었습니다.</translation>
    </message>
    <message>
        <source>English: as translated (#|) → now</source>
        <translation>영어: 번역할 때(#|) → 지금</translation>
    </message>
    <message>
        <source>English: as translated (commit %1) → now</source>
        <translation>영어: 번역할 때(커밋 %1) → 지금</translation>
    </message>
    <message>
        <source>English now (what it was translated from is not known)</source>
        <translation>지금 영어 (번역이 옮긴 예전 영어는 알 수 없음)</translation>
    </message>
    <message>
        <source>Translation → proposal</source>
        <translation>번역 → 제안</translation>
    </message>
    <message>
        <source>Translation (no proposal: %1)</source>
        <translation>번역 (제안 없음: %1)</translation>
    </message>
</context>
<context>
    <name>tandem::FuzzyQueue</name>
    <message>
        <source>the English changed beyond code, literals, targets and numbers</source>
        <translation>영어가 코드, 리터럴, 대상, 숫자 밖에서도 바뀌었습니다</translation>
    </message>
    <message>
        <source>a plural entry: review each form</source>
        <translation>복수형 항목: 형태마다 검토하십시오</translation>
    </message>
    <message>
        <source>no translation yet</source>
        <translation>아직 번역이 없습니다</translation>
    </message>
    <message>
        <source>the English this translation was written for is unknown</source>
        <translation>이 번역이 옮긴 영어를 알 수 없습니다</translation>
    </message>
</context>
<context>
    <name>tandem::GitHubReview</name>
    <message>
        <source>the GitHub CLI `gh` was not found on PATH; install it (https://cli.github.com, or `sudo apt install gh`), then run `gh auth login`</source>
        <translation>GitHub CLI `gh`를 PATH에서 찾지 못했습니다. 설치한 뒤(https://cli.github.com 또는 `sudo apt install gh`) `gh auth login`을 실행하세요</translation>
    </message>
    <message>
        <source>gh is not logged in to GitHub; run `gh auth login` (for GitHub Enterprise: `gh auth login --hostname HOST`)</source>
        <translation>gh가 GitHub에 로그인되어 있지 않습니다. `gh auth login`을 실행하세요(GitHub Enterprise: `gh auth login --hostname HOST`)</translation>
    </message>
    <message>
        <source>gh could not be run</source>
        <translation>gh를 실행하지 못했습니다</translation>
    </message>
    <message>
        <source>%1 %2 failed (HTTP %3): %4</source>
        <translation>%1 %2 실패(HTTP %3): %4</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1%2&quot; (%n bytes)</source>
        <translation>
            <numerusform>&quot;%1%2&quot;(%n바이트)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the answer has no %2 as GitHub sends it: %3</source>
        <translation>%1: 응답에 GitHub가 보내는 형태의 %2이(가) 없습니다: %3</translation>
    </message>
    <message>
        <source>stopped after %1 s, the longest a post may take (GitHub answered slowly or asked to wait); run it again later: what was posted is not posted twice</source>
        <translation>게시에 허용된 최대 시간인 %1초가 지나 멈췄습니다(GitHub가 느리게 응답했거나 기다리라고 했습니다). 나중에 다시 실행하세요. 이미 게시한 것은 두 번 게시하지 않습니다</translation>
    </message>
    <message>
        <source>`gh %1` did not answer in time and was stopped (is it waiting for the network, a proxy or a keyring?); run it in a terminal to see why</source>
        <translation>`gh %1`이(가) 제때 응답하지 않아 멈췄습니다(네트워크, 프록시, 키링을 기다리고 있나요?). 터미널에서 실행해 이유를 확인하세요</translation>
    </message>
    <message>
        <source>%1: gh did not answer in time and was stopped</source>
        <translation>%1: gh가 제때 응답하지 않아 멈췄습니다</translation>
    </message>
    <message>
        <source>%1: gh&apos;s answer was larger than %2 MB and was stopped: %3</source>
        <translation>%1: gh의 응답이 %2MB보다 커서 멈췄습니다: %3</translation>
    </message>
    <message>
        <source>%1: gh&apos;s answer is not an HTTP answer (exit code %2): %3</source>
        <translation>%1: gh의 응답이 HTTP 응답이 아닙니다(종료 코드 %2): %3</translation>
    </message>
    <message>
        <source>%1: GitHub asks to wait %2 s, past the longest a post may take; run it again later: what was posted is not posted twice</source>
        <translation>%1: GitHub가 %2초 기다리라고 하는데 게시에 허용된 최대 시간을 넘습니다. 나중에 다시 실행하세요. 이미 게시한 것은 두 번 게시하지 않습니다</translation>
    </message>
    <message>
        <source>%1: the answer is not a JSON object: %2</source>
        <translation>%1: 응답이 JSON 객체가 아닙니다: %2</translation>
    </message>
    <message>
        <source>the pull request&apos;s review threads did not end after %1 pages of 100; stopped before posting</source>
        <translation>풀 리퀘스트의 리뷰 스레드가 100개씩 %1쪽을 읽어도 끝나지 않아 게시하기 전에 멈췄습니다</translation>
    </message>
    <message>
        <source>GitHub gave the same page of review threads twice; stopped before posting</source>
        <translation>GitHub가 리뷰 스레드의 같은 쪽을 두 번 주어 게시하기 전에 멈췄습니다</translation>
    </message>
</context>
<context>
    <name>tandem::GitRunner</name>
    <message>
        <source>git was not found on PATH; install git to open a checkout</source>
        <translation>PATH에서 git을 찾지 못했습니다. 체크아웃을 열려면 git을 설치하세요</translation>
    </message>
    <message>
        <source>could not run git: %1</source>
        <translation>git을 실행하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>git %1 took longer than %2 seconds and was stopped</source>
        <translation>git %1이(가) %2초를 넘겨 중지했습니다</translation>
    </message>
    <message>
        <source>git %1 crashed</source>
        <translation>git %1이(가) 비정상 종료했습니다</translation>
    </message>
    <message>
        <source>git %1 failed with exit code %2</source>
        <translation>git %1이(가) 종료 코드 %2로 실패했습니다</translation>
    </message>
</context>
<context>
    <name>tandem::GlossaryLoader</name>
    <message>
        <source>line skipped: expected english&lt;TAB&gt;korean[&lt;TAB&gt;note]</source>
        <translation>줄을 건너뜀: english&lt;TAB&gt;korean[&lt;TAB&gt;note] 형식이어야 합니다</translation>
    </message>
    <message>
        <source>columns after the third (note) are ignored</source>
        <translation>세 번째 열(설명) 뒤의 열은 무시합니다</translation>
    </message>
    <message>
        <source>line skipped: the Korean column is empty</source>
        <translation>줄을 건너뜀: 한국어 열이 비어 있습니다</translation>
    </message>
    <message>
        <source>the glossary has no entries</source>
        <translation>용어집에 항목이 없습니다</translation>
    </message>
    <message>
        <source>cannot read the glossary: %1</source>
        <translation>용어집을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>unknown top-level key &apos;%1&apos; ignored</source>
        <translation>알 수 없는 최상위 키 &apos;%1&apos;을(를) 무시합니다</translation>
    </message>
    <message>
        <source>no &apos;entries&apos; list in the glossary</source>
        <translation>용어집에 &apos;entries&apos; 목록이 없습니다</translation>
    </message>
    <message>
        <source>the glossary has no entries (only comments or blanks)</source>
        <translation>용어집에 항목이 없습니다 (주석이나 빈 줄뿐입니다)</translation>
    </message>
    <message>
        <source>a glossary must be a mapping with &apos;entries&apos; or a list of entries</source>
        <translation>용어집은 &apos;entries&apos;가 있는 매핑이거나 항목의 목록이어야 합니다</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 문법 오류: %1</translation>
    </message>
    <message>
        <source>cannot read the YAML glossary: %1</source>
        <translation>YAML 용어집을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the glossary file is empty</source>
        <translation>용어집 파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>invalid UTF-8 (glossaries are read as UTF-8); entries on this line are skipped</source>
        <translation>잘못된 UTF-8입니다 (용어집은 UTF-8로 읽습니다). 이 줄의 항목을 건너뜁니다</translation>
    </message>
    <message>
        <source>entry skipped: it contains invalid UTF-8</source>
        <translation>항목을 건너뜀: 잘못된 UTF-8이 있습니다</translation>
    </message>
    <message>
        <source>entry skipped: it has no English term</source>
        <translation>항목을 건너뜀: 영어 용어가 없습니다</translation>
    </message>
    <message>
        <source>entry skipped: the English term &apos;%1&apos; has no Latin letter or digit</source>
        <translation>항목을 건너뜀: 영어 용어 &apos;%1&apos;에 라틴 문자나 숫자가 없습니다</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; skipped: it has no Korean and is not marked keep-in-English</source>
        <translation>항목 &apos;%1&apos;을(를) 건너뜀: 한국어가 없고 영어로 유지하라는 표시도 없습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed both as agreed and as wrong for &apos;%2&apos;; it counts as agreed</source>
        <translation>&apos;%1&apos;이(가) &apos;%2&apos;의 합의된 표기와 틀린 표기에 모두 있습니다. 합의된 표기로 봅니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined again (first at line %2); both entries are kept</source>
        <translation>&apos;%1&apos;이(가) 다시 정의되었습니다 (처음은 %2행). 두 항목을 모두 유지합니다</translation>
    </message>
    <message>
        <source>no glossary table found (expected a markdown table with the columns 영문 and 한글)</source>
        <translation>용어 표가 없습니다 (영문과 한글 열이 있는 마크다운 표가 필요합니다)</translation>
    </message>
    <message>
        <source>table row skipped: it has %1 cells, fewer than the header</source>
        <translation>표의 행을 건너뜀: 칸이 %1개로 머리글보다 적습니다</translation>
    </message>
    <message>
        <source>table row skipped: the 한글 cell is empty</source>
        <translation>표의 행을 건너뜀: 한글 칸이 비어 있습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must list strings</source>
        <translation>&apos;%1&apos;은(는) 문자열의 목록이어야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string or a list of strings</source>
        <translation>&apos;%1&apos;은(는) 문자열이나 문자열의 목록이어야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos;은(는) 문자열이어야 합니다</translation>
    </message>
    <message>
        <source>an entry must be a mapping with at least &apos;en&apos; and &apos;ko&apos;</source>
        <translation>항목은 적어도 &apos;en&apos;과 &apos;ko&apos;가 있는 매핑이어야 합니다</translation>
    </message>
    <message>
        <source>&apos;keep&apos; must be true or false</source>
        <translation>&apos;keep&apos;은 true나 false여야 합니다</translation>
    </message>
    <message>
        <source>&apos;case&apos; must be auto, sensitive or insensitive</source>
        <translation>&apos;case&apos;는 auto, sensitive, insensitive 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>&apos;forms&apos; must be noun, verb or none</source>
        <translation>&apos;forms&apos;는 noun, verb, none 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; ignored</source>
        <translation>알 수 없는 키 &apos;%1&apos;을(를) 무시합니다</translation>
    </message>
    <message>
        <source>entry skipped because of the errors above</source>
        <translation>위 오류 때문에 항목을 건너뜁니다</translation>
    </message>
    <message>
        <source>&apos;entries&apos; must be a list</source>
        <translation>&apos;entries&apos;는 목록이어야 합니다</translation>
    </message>
    <message>
        <source>line skipped: expected english: 한국어</source>
        <translation>줄을 건너뜀: english: 한국어 꼴이어야 합니다</translation>
    </message>
</context>
<context>
    <name>tandem::GlossaryPanel</name>
    <message>
        <source>Search the glossary</source>
        <translation>용어집 검색</translation>
    </message>
    <message>
        <source>English</source>
        <translation>영어</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>한국어</translation>
    </message>
    <message>
        <source>(keep in English)</source>
        <translation>(영어로 유지)</translation>
    </message>
    <message>
        <source>Not: %1</source>
        <translation>틀린 표기: %1</translation>
    </message>
</context>
<context>
    <name>tandem::HelpMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>Tandem will use the new language the next time it starts.</source>
        <translation>Tandem을 다음에 시작할 때 새 언어를 사용합니다.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide…</source>
        <translation>사용자 안내서(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;About Tandem</source>
        <translation>Tandem 정보(&amp;A)</translation>
    </message>
    <message>
        <source>About Tandem</source>
        <translation>Tandem 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A side-by-side editor for translating reStructuredText tutorials, with the checks PyTorch Korea reviewers apply.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. The default glossary is derived from the PyTorch Korea TRANSLATION_GUIDE.md (BSD-3-Clause).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;reStructuredText 튜토리얼을 원문과 나란히 놓고 번역하는 편집기로, 파이토치 한국 사용자 모임 리뷰어들이 확인하는 검사를 갖추고 있습니다.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. 기본 용어집은 파이토치 한국 사용자 모임의 TRANSLATION_GUIDE.md(BSD-3-Clause)에서 가져왔습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>tandem::HtmlRenderer</name>
    <message>
        <source>lines</source>
        <comment>줄</comment>
        <translation>줄</translation>
    </message>
    <message>
        <source>image</source>
        <comment>그림</comment>
        <translation>그림</translation>
    </message>
    <message>
        <source>Contents</source>
        <comment>목차</comment>
        <translation>목차</translation>
    </message>
    <message>
        <source>Content nested deeper than %1 levels was not read (shown below as written).</source>
        <comment>%1단계보다 깊이 중첩된 내용은 읽지 않았습니다(아래는 원문 그대로).</comment>
        <translation>%1단계보다 깊이 중첩된 내용은 읽지 않았습니다(아래는 원문 그대로).</translation>
    </message>
</context>
<context>
    <name>tandem::IssuesModel</name>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>info</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>번역본</translation>
    </message>
    <message>
        <source>source</source>
        <translation>원문</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>%1 notes from this check (expand to list them)</source>
        <translation>이 검사의 참고 %1개 (펼쳐서 보기)</translation>
    </message>
    <message>
        <source>%1 warnings from this check (expand to list them)</source>
        <translation>이 검사의 경고 %1개 (펼쳐서 보기)</translation>
    </message>
</context>
<context>
    <name>tandem::IssuesPanel</name>
    <message>
        <source>Only changed lines</source>
        <translation>바뀐 줄만</translation>
    </message>
    <message>
        <source>Filter by check or message</source>
        <translation>검사나 메시지로 거르기</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>모든 심각도</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>경고와 오류</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>오류만</translation>
    </message>
    <message>
        <source>Show only the issues on lines the reviewed branch changed (pull-request comments can only go there)</source>
        <translation>리뷰하는 브랜치가 바꾼 줄의 문제만 보여 줍니다 (풀 리퀘스트 댓글은 그 줄에만 달 수 있습니다)</translation>
    </message>
</context>
<context>
    <name>tandem::MainWindow</name>
    <message>
        <source>No source file. Use File &gt; Pick Source… to choose the English original.</source>
        <translation>원문 파일이 없습니다. 파일 &gt; 원문 선택…으로 영어 원문을 고르세요.</translation>
    </message>
    <message>
        <source>Open a pair with File &gt; Open Pair… or drop two files here.</source>
        <translation>파일 &gt; 원문과 번역본 열기…로 열거나 파일 두 개를 여기에 끌어다 놓으세요.</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>용어집</translation>
    </message>
    <message>
        <source>Tandem</source>
        <translation>Tandem</translation>
    </message>
    <message>
        <source> ← %1</source>
        <translation> ← %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>리뷰</translation>
    </message>
    <message>
        <source>Pro&amp;ject Overview…</source>
        <translation>프로젝트 개요(&amp;J)…</translation>
    </message>
    <message>
        <source>Project overview (any folder inside a git working tree)</source>
        <translation>프로젝트 개요 (git 작업 트리 안의 아무 폴더)</translation>
    </message>
    <message>
        <source>English: %1 (git history, read-only)</source>
        <translation>영어: %1 (git 기록, 읽기 전용)</translation>
    </message>
    <message>
        <source>English: %1</source>
        <translation>영어: %1</translation>
    </message>
    <message>
        <source>English: looking in the git history…</source>
        <translation>영어 원문: git 기록에서 찾는 중…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <source>Open &amp;Catalogue (.po)…</source>
        <translation>카탈로그 열기(.po)(&amp;C)…</translation>
    </message>
    <message>
        <source>Open a gettext catalogue</source>
        <translation>gettext 카탈로그 열기</translation>
    </message>
    <message>
        <source>Gettext catalogues (*.po)</source>
        <translation>gettext 카탈로그 (*.po)</translation>
    </message>
</context>
<context>
    <name>tandem::MatchesPanel</name>
    <message>
        <source>Build Memory</source>
        <translation>메모리 만들기</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Stored Korean</source>
        <translation>저장된 한국어</translation>
    </message>
    <message>
        <source>From</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Build the translation memory of this checkout from its git history (as `tandem tm build` does)</source>
        <translation>이 체크아웃의 git 기록으로 번역 메모리를 만듭니다(`tandem tm build`와 같습니다)</translation>
    </message>
    <message>
        <source>No translation memory.</source>
        <translation>번역 메모리가 없습니다.</translation>
    </message>
    <message>
        <source>Update Memory</source>
        <translation>메모리 갱신</translation>
    </message>
    <message>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <source>%1% exact</source>
        <translation>%1% 일치</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1%2&lt;/b&gt; · %3&lt;/p&gt;&lt;p&gt;&lt;b&gt;English&lt;/b&gt; (stored → this segment):&lt;br&gt;%4&lt;/p&gt;&lt;p&gt;&lt;b&gt;Korean&lt;/b&gt;:&lt;br&gt;%5&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1%2&lt;/b&gt; · %3&lt;/p&gt;&lt;p&gt;&lt;b&gt;영어&lt;/b&gt; (저장된 문장 → 이 구역):&lt;br&gt;%4&lt;/p&gt;&lt;p&gt;&lt;b&gt;한국어&lt;/b&gt;:&lt;br&gt;%5&lt;/p&gt;</translation>
    </message>
    <message>
        <source>% exact</source>
        <translation>% 일치</translation>
    </message>
</context>
<context>
    <name>tandem::PostReviewDialog</name>
    <message>
        <source>Suggested change</source>
        <translation>제안하는 수정</translation>
    </message>
    <message>
        <source>“%1” → “%2”</source>
        <translation>“%1” → “%2”</translation>
    </message>
    <message>
        <source>Not ticked: this check is not right often enough to post without a look</source>
        <translation>선택 안 됨: 이 검사는 살펴보지 않고 올려도 될 만큼 자주 맞지는 않습니다</translation>
    </message>
    <message>
        <source>Post Review to GitHub</source>
        <translation>GitHub에 리뷰 올리기</translation>
    </message>
    <message>
        <source>The comments go to the pull request as one pending review, through your GitHub CLI (gh): you read it on GitHub and submit it there. Comments already on the pull request are not posted again; threads of issues that are gone are resolved.</source>
        <translation>댓글은 사용자의 GitHub CLI(gh)를 통해 풀 리퀘스트에 대기 중인 리뷰 하나로 올라갑니다. GitHub에서 읽고 제출하세요. 이미 올라간 댓글은 다시 올리지 않고, 고쳐진 문제의 스레드는 해결됨으로 바꿉니다.</translation>
    </message>
    <message>
        <source>owner/name</source>
        <translation>소유자/이름</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>저장소(&amp;R):</translation>
    </message>
    <message>
        <source>P&amp;ull request:</source>
        <translation>풀 리퀘스트(&amp;U):</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Posted as</source>
        <translation>올리는 방식</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>line comment</source>
        <translation>줄 댓글</translation>
    </message>
    <message>
        <source>review text</source>
        <translation>리뷰 본문</translation>
    </message>
    <message>
        <source>Choose a comment to see and edit its text.</source>
        <translation>댓글을 고르면 내용을 보고 고칠 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Post Pending Review</source>
        <translation>대기 중 리뷰 올리기(&amp;P)</translation>
    </message>
    <message>
        <source>%1 line comments and %2 entries of the review text will be posted, %3 left out.</source>
        <translation>줄 댓글 %1개와 리뷰 본문 항목 %2개를 올리고, %3개는 뺍니다.</translation>
    </message>
</context>
<context>
    <name>tandem::PreviewController</name>
    <message>
        <source>Bilingual</source>
        <translation>대역 보기</translation>
    </message>
    <message>
        <source>Show the English and the translation side by side</source>
        <translation>영어 원문과 번역을 나란히 보기</translation>
    </message>
    <message>
        <source>Export Preview as HTML…</source>
        <translation>미리 보기를 HTML로 내보내기…</translation>
    </message>
    <message>
        <source>Export preview as HTML</source>
        <translation>미리 보기를 HTML로 내보내기</translation>
    </message>
    <message>
        <source>HTML (*.html *.htm)</source>
        <translation>HTML (*.html *.htm)</translation>
    </message>
    <message>
        <source>Print Preview to PDF…</source>
        <translation>미리 보기를 PDF로 인쇄…</translation>
    </message>
    <message>
        <source>Print preview to PDF</source>
        <translation>미리 보기를 PDF로 인쇄</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>HTML 내보내기</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the page could not be printed</source>
        <translation>페이지를 인쇄할 수 없습니다</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>PDF로 인쇄</translation>
    </message>
</context>
<context>
    <name>tandem::ProjectReport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: covers %2 of the %3 units of %4; the English it translates is not in this history</source>
        <translation>%1: %4의 단위 %3개 중 %2개만 대응합니다. 이 번역의 영어 원문은 이 기록에 없습니다</translation>
    </message>
    <message>
        <source> or in the upstream checkout</source>
        <translation> (업스트림 체크아웃에도 없음)</translation>
    </message>
    <message>
        <source>the cache %1 could not be written</source>
        <translation>캐시 %1을(를) 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>%1: the version at %2 is missing from this clone; %3</source>
        <translation>%1: %2의 판이 이 클론에 없습니다. %3</translation>
    </message>
    <message>
        <source>compared with the older English at %1</source>
        <translation>%1의 더 오래된 영어 원문과 비교했습니다</translation>
    </message>
    <message>
        <source>compared with the upstream checkout&apos;s file</source>
        <translation>업스트림 체크아웃의 파일과 비교했습니다</translation>
    </message>
    <message>
        <source>no English source for it</source>
        <translation>영어 원문이 없습니다</translation>
    </message>
    <message>
        <source>%1: its English at %2 is missing from this clone</source>
        <translation>%1: %2의 영어 원문이 이 클론에 없습니다</translation>
    </message>
    <message>
        <source>%1: no English source found in its history%2%3</source>
        <translation>%1: 기록%2에서 영어 원문을 찾지 못했습니다%3</translation>
    </message>
    <message>
        <source> (a shallow clone: the older history is not here)</source>
        <translation> (얕은 클론이라 더 오래된 기록이 없습니다)</translation>
    </message>
    <message>
        <source>%1: a symbolic link leading outside the checkout or to nothing; not read</source>
        <translation>%1: 체크아웃 바깥이나 존재하지 않는 곳을 가리키는 심볼릭 링크라서 읽지 않았습니다</translation>
    </message>
    <message>
        <source>%1: no English source in its history, which may go on under an earlier name (renames could not be followed in this clone)</source>
        <translation>%1: 이력에 영어 원문이 없습니다. 이전 이름으로 이어질 수 있는데 이 클론에서는 이름 바꾸기를 따라갈 수 없었습니다</translation>
    </message>
</context>
<context>
    <name>tandem::ProjectWindow</name>
    <message>
        <source>the English holds Korean</source>
        <translation>영어 원문에 한국어가 있음</translation>
    </message>
    <message>
        <source>The English this file is compared with holds Korean (a half-translated version?), so its changes are not listed; compare by hand, or choose the English with Choose Upstream Checkout…</source>
        <translation>이 파일과 비교한 영어 원문에 한국어가 있어(반쯤 번역된 버전?) 바뀐 곳을 나열하지 않습니다. 직접 비교하거나 업스트림 체크아웃 고르기…로 영어 원문을 고르세요</translation>
    </message>
    <message numerus="yes">
        <source>%n customcarditem card(s): the page&apos;s card listing</source>
        <translation>
            <numerusform>customcarditem 카드 %n개: 이 페이지의 카드 목록</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %n file(s)</source>
        <translation>
            <numerusform>%1: %2회, 파일 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Project — %1</source>
        <translation>프로젝트 — %1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Translated</source>
        <translation>번역됨</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>English source</source>
        <translation>영어 원문</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>용어</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>사용</translation>
    </message>
    <message>
        <source>Replace with Agreed Term…</source>
        <translation>합의된 용어로 바꾸기…</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>용어</translation>
    </message>
    <message>
        <source>Upstream change</source>
        <translation>업스트림 변경</translation>
    </message>
    <message>
        <source>Korean line</source>
        <translation>한국어 줄</translation>
    </message>
    <message>
        <source>Sync Worklist</source>
        <translation>동기화 작업 목록</translation>
    </message>
    <message>
        <source>Reading the checkout…</source>
        <translation>체크아웃을 읽는 중…</translation>
    </message>
    <message>
        <source>The project could not be read: %1</source>
        <translation>프로젝트를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 files: %2 translated, %3 partial, %4 outdated, %5 English; %6 of %7 units translated</source>
        <translation>파일 %1개: 번역됨 %2, 일부 번역 %3, 원문 바뀜 %4, 영어 %5; 단위 %7개 중 %6개 번역됨</translation>
    </message>
    <message>
        <source>; %1 redirect stubs</source>
        <translation>; 옮겨진 문서 안내 %1개</translation>
    </message>
    <message>
        <source>Glossary terms</source>
        <translation>용어집 용어</translation>
    </message>
    <message numerus="yes">
        <source>%n other use(s)</source>
        <translation>
            <numerusform>다른 표기 %n회</numerusform>
        </translation>
    </message>
    <message>
        <source>English rendered more than one way</source>
        <translation>여러 가지로 번역된 영어</translation>
    </message>
    <message>
        <source>Korean used for several English terms</source>
        <translation>여러 영어 용어에 쓰인 한국어</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>변경 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>바꾸기</translation>
    </message>
    <message>
        <source>Nothing to replace: %1 is not written as %2 anywhere it could be changed safely.</source>
        <translation>바꿀 것이 없습니다: 안전하게 바꿀 수 있는 곳에서 %1을(를) %2(으)로 쓴 곳이 없습니다.</translation>
    </message>
    <message>
        <source>Replace %1 with the agreed term</source>
        <translation>%1을(를) 합의된 용어로 바꾸기</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n change(s))</source>
        <translation>
            <numerusform>%1 (변경 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>적용 안 됨</translation>
    </message>
    <message>
        <source>line %1: %2 → %3</source>
        <translation>%1행: %2 → %3</translation>
    </message>
    <message>
        <source>Undo Selected File</source>
        <translation>선택한 파일 되돌리기</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>적용됨</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>되돌림</translation>
    </message>
    <message>
        <source>Apply to Ticked Files</source>
        <translation>선택한 파일에 적용</translation>
    </message>
    <message>
        <source>left as it is</source>
        <translation>그대로 둠</translation>
    </message>
    <message>
        <source>Choose Upstream Checkout…</source>
        <translation>업스트림 체크아웃 고르기…</translation>
    </message>
    <message>
        <source>Upstream checkout (the English repository, e.g. a clone of pytorch/tutorials)</source>
        <translation>업스트림 체크아웃 (영어 저장소, 예: pytorch/tutorials의 클론)</translation>
    </message>
    <message>
        <source>Apply Upstream Changes…</source>
        <translation>업스트림 변경 반영…</translation>
    </message>
    <message>
        <source>Make in the Korean files the upstream changes that touch only code, inline literals, role targets, URLs and numbers (a preview comes first)</source>
        <translation>코드, 인라인 리터럴, 역할 대상, URL, 숫자만 바꾼 업스트림 변경을 한국어 파일에 반영합니다 (먼저 미리 보기를 보여 줌)</translation>
    </message>
    <message>
        <source>No upstream checkout. The worklist compares each translation with the current English of an upstream checkout (a clone of the English repository, e.g. pytorch/tutorials, at the commit to sync to): choose one to see what changed upstream and to apply the code, literal, link and number changes.</source>
        <translation>업스트림 체크아웃이 없습니다. 작업 목록은 각 번역을 업스트림 체크아웃(영어 저장소의 클론, 예: 반영하려는 커밋의 pytorch/tutorials)의 현재 영어와 비교합니다. 업스트림에서 무엇이 바뀌었는지 보고 코드, 리터럴, 링크, 숫자 변경을 반영하려면 하나를 고르세요.</translation>
    </message>
    <message>
        <source>Upstream checkout: %1</source>
        <translation>업스트림 체크아웃: %1</translation>
    </message>
    <message>
        <source>Comparing with the upstream checkout…</source>
        <translation>업스트림 체크아웃과 비교하는 중…</translation>
    </message>
    <message>
        <source>The upstream checkout could not be compared: %1</source>
        <translation>업스트림 체크아웃과 비교하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>%1 files changed upstream: %2 changes can be applied, %3 are left to translate</source>
        <translation>업스트림에서 바뀐 파일 %1개: 반영할 수 있는 변경 %2개, 번역할 것 %3개</translation>
    </message>
    <message>
        <source>Apply Upstream Changes</source>
        <translation>업스트림 변경 반영</translation>
    </message>
    <message>
        <source>Changes that touch only code, inline literals, role targets, URLs and numbers are made in the ticked files, the particle after a changed word agreeing with it. The rest is left to translate: activate an item to open the file at its line.</source>
        <translation>코드, 인라인 리터럴, 역할 대상, URL, 숫자만 바꾼 변경은 체크한 파일에 반영하고, 바뀐 낱말 뒤의 조사도 맞춥니다. 나머지는 번역할 것으로 남습니다. 항목을 실행하면 파일의 해당 줄을 엽니다.</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>한국어</translation>
    </message>
    <message>
        <source>%1: %2 to apply, %3 left</source>
        <translation>%1: 반영 %2개, 남은 것 %3개</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>%1번 줄: </translation>
    </message>
    <message>
        <source>%1apply: %2</source>
        <translation>%1반영: %2</translation>
    </message>
    <message>
        <source>%1left (%2): %3</source>
        <translation>%1남김 (%2): %3</translation>
    </message>
    <message>
        <source>writing…</source>
        <translation>쓰는 중…</translation>
    </message>
    <message>
        <source>nothing applied</source>
        <translation>반영한 것 없음</translation>
    </message>
    <message>
        <source>not written: %1</source>
        <translation>쓰지 않음: %1</translation>
    </message>
</context>
<context>
    <name>tandem::RecoveryStore</name>
    <message>
        <source>The unsaved work of the last session could not be read back (%1). It is kept in %2.</source>
        <translation>지난 세션에서 저장하지 않은 작업을 다시 읽지 못했습니다(%1). 작업은 %2에 그대로 있습니다.</translation>
    </message>
</context>
<context>
    <name>tandem::ReviewBuilder</name>
    <message>
        <source>HEAD (%1) is already part of %2 and has no parent commit, so nothing differs from the base; pass --base REF with the commit before the changes to review</source>
        <translation>HEAD(%1)는 이미 %2에 들어 있고 부모 커밋이 없어 기준과 다른 것이 없습니다. 검토할 변경 직전의 커밋을 --base REF로 지정하세요</translation>
    </message>
    <message>
        <source>HEAD (%1) is already part of %2 (a merged pull request?): reviewed against its first parent %3, the branch it was merged into; choose another base with --base REF</source>
        <translation>HEAD(%1)는 이미 %2에 들어 있습니다(병합된 풀 리퀘스트?): 병합된 브랜치인 첫 번째 부모 %3과 비교해 검토했습니다. 다른 기준은 --base REF로 고르세요</translation>
    </message>
    <message>
        <source>HEAD (%1) is already part of %2 (a squash-merged pull request?): reviewed against its parent %3, so HEAD&apos;s own commit only; if the pull request had more commits, pass --base REF with the commit before them</source>
        <translation>HEAD(%1)는 이미 %2에 들어 있습니다(스쿼시 병합된 풀 리퀘스트?): 부모 %3과 비교해 HEAD 커밋 하나만 검토했습니다. 풀 리퀘스트의 커밋이 더 많았다면 그 직전 커밋을 --base REF로 지정하세요</translation>
    </message>
    <message>
        <source>%1: no English source found (%2)</source>
        <translation>%1: 영어 원문을 찾지 못했습니다 (%2)</translation>
    </message>
    <message>
        <source>%1: refused, the path leads outside the checkout</source>
        <translation>%1: 거부함, 경로가 체크아웃 밖을 가리킵니다</translation>
    </message>
    <message>
        <source>the file is still in English</source>
        <translation>파일이 아직 영어입니다</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n difference(s) from the English not reported: the upstream sync %2 (%3) last changed those lines</source>
        <translation>
            <numerusform>%1: 영어 원문과 다른 곳 %n개는 보고하지 않았습니다. 해당 줄은 업스트림 동기화 %2(%3)이(가) 마지막으로 바꾸었습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: checked against %2 because %3</source>
        <translation>%1: %3 때문에 %2와(과) 비교했습니다</translation>
    </message>
    <message>
        <source>%1: every line counts as changed: %2</source>
        <translation>%1: 모든 줄을 바뀐 줄로 봅니다: %2</translation>
    </message>
</context>
<context>
    <name>tandem::ReviewController</name>
    <message>
        <source>&amp;Export Review…</source>
        <translation>리뷰 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Compare with &amp;Upstream Checkout…</source>
        <translation>업스트림 체크아웃과 비교(&amp;U)…</translation>
    </message>
    <message>
        <source>The upstream checkout with the newest English (for upstream drift)</source>
        <translation>최신 영어 원문이 있는 업스트림 체크아웃 (원문 변경 확인용)</translation>
    </message>
    <message>
        <source>Reviewing %1…</source>
        <translation>%1 리뷰 중…</translation>
    </message>
    <message>
        <source>The review failed</source>
        <translation>리뷰하지 못했습니다</translation>
    </message>
    <message>
        <source>Cannot review the checkout</source>
        <translation>체크아웃을 리뷰할 수 없습니다</translation>
    </message>
    <message>
        <source>Reviewed 1 changed translation</source>
        <translation>바뀐 번역 1개를 리뷰했습니다</translation>
    </message>
    <message>
        <source>Reviewed %1 changed translations</source>
        <translation>바뀐 번역 %1개를 리뷰했습니다</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1을(를) 열 수 없습니다</translation>
    </message>
    <message>
        <source>Markdown, to paste into the pull request (*.md)</source>
        <translation>마크다운, 풀 리퀘스트에 붙여 넣기용 (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Review</source>
        <translation>리뷰 내보내기</translation>
    </message>
    <message>
        <source>Cannot export the review</source>
        <translation>리뷰를 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Review saved to %1</source>
        <translation>리뷰를 %1에 저장했습니다</translation>
    </message>
    <message>
        <source>The English source changed: now %1</source>
        <translation>영어 원문이 바뀌었습니다: 이제 %1</translation>
    </message>
    <message>
        <source>Post Review to &amp;GitHub…</source>
        <translation>GitHub에 리뷰 올리기(&amp;G)…</translation>
    </message>
    <message>
        <source>Posting the review to %1#%2…</source>
        <translation>%1#%2에 리뷰를 올리는 중…</translation>
    </message>
    <message>
        <source>Pending review on %1#%2: %3 new comments, %4 threads resolved; submit it on GitHub</source>
        <translation>%1#%2의 대기 중 리뷰: 새 댓글 %3개, 해결한 스레드 %4개. GitHub에서 제출하세요</translation>
    </message>
    <message>
        <source>Cannot post the review</source>
        <translation>리뷰를 올리지 못했습니다</translation>
    </message>
</context>
<context>
    <name>tandem::ReviewExport</name>
    <message>
        <source>%1 errors, %2 warnings, %3 notes</source>
        <translation>오류 %1개, 경고 %2개, 참고 %3개</translation>
    </message>
    <message>
        <source>No issues.</source>
        <translation>문제가 없습니다.</translation>
    </message>
    <message>
        <source># Translation review against %1 (merge base %2)

</source>
        <translation># %1 기준 번역 리뷰 (병합 기준 %2)

</translation>
    </message>
    <message>
        <source>%1 files; %2.</source>
        <translation>파일 %1개, %2.</translation>
    </message>
    <message>
        <source>Only issues on lines this branch changed are listed.</source>
        <translation>이 브랜치가 바꾼 줄의 문제만 보여 줍니다.</translation>
    </message>
    <message>
        <source>Source: %1 (%2). </source>
        <translation>원문: %1 (%2). </translation>
    </message>
    <message>
        <source>No English source: %1. </source>
        <translation>영어 원문 없음: %1. </translation>
    </message>
    <message>
        <source>%1 on changed lines.</source>
        <translation>바뀐 줄에 %1.</translation>
    </message>
    <message>
        <source>### The English changed after this translation

Newer English: %1 (%2).

</source>
        <translation>### 번역 후에 영어 원문이 바뀌었습니다

새 영어 원문: %1 (%2).

</translation>
    </message>
    <message>
        <source>, new English lines %1–%2</source>
        <translation>, 새 영어 원문 %1–%2행</translation>
    </message>
    <message>
        <source>, old English lines %1–%2</source>
        <translation>, 이전 영어 원문 %1–%2행</translation>
    </message>
    <message>
        <source>, near %1:%2</source>
        <translation>, %1:%2 부근</translation>
    </message>
    <message>
        <source>Source: %1. </source>
        <translation>원문: %1. </translation>
    </message>
    <message numerus="yes">
        <source>With the English edits of %n later upstream sync(s). </source>
        <translation>
            <numerusform>이후 업스트림 동기화 %n건의 영어 변경을 반영했습니다. </numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no English source to compare with</source>
        <translation>%1; 비교할 영어 원문이 없습니다</translation>
    </message>
    <message>
        <source>%1; compared with %2 instead, which may not be the English this translation was made from</source>
        <translation>%1; 대신 %2와(과) 비교했으며, 이 번역의 바탕이 된 영어 원문이 아닐 수 있습니다</translation>
    </message>
    <message>
        <source>**The git history could not be read** (%1): this English is a fallback and may not be the one the translation was made from. </source>
        <translation>**git 기록을 읽을 수 없습니다** (%1): 이 영어 원문은 대체본이며 번역의 바탕이 된 원문이 아닐 수 있습니다. </translation>
    </message>
    <message>
        <source>**The git history could not be read** (%1). </source>
        <translation>**git 기록을 읽을 수 없습니다** (%1). </translation>
    </message>
    <message>
        <source>%1 (English: %2, line %3)</source>
        <translation>%1 (영어 원문: %2, %3번째 줄)</translation>
    </message>
    <message>
        <source>tandem: %1 issues in %2 files (%3 errors, %4 warnings, %5 notes); %6 shown as annotations</source>
        <translation>tandem: 파일 %2개에서 문제 %1개 (오류 %3개, 경고 %4개, 참고 %5개); 주석으로 %6개 표시</translation>
    </message>
    <message>
        <source>, %1 more in the job summary</source>
        <translation>, 나머지 %1개는 작업 요약에 있음</translation>
    </message>
    <message>
        <source>, %1 more with --format markdown</source>
        <translation>, 나머지 %1개는 --format markdown으로 볼 수 있음</translation>
    </message>
    <message>
        <source>the git history could not be read, so the English compared with may not be the one the translation was made from</source>
        <translation>git 기록을 읽지 못해, 비교한 영어 원문이 번역의 바탕이 된 원문이 아닐 수 있음</translation>
    </message>
    <message>
        <source>Apply Tandem&apos;s fix</source>
        <translation>Tandem의 수정 적용</translation>
    </message>
    <message>
        <source>(English: %1, line %2)</source>
        <translation>(영어 원문: %1, %2번째 줄)</translation>
    </message>
    <message>
        <source>Tandem found %1 issues: %2 as line comments, %3 below (on lines this pull request did not change, or from checks not right often enough to comment on a line).</source>
        <translation>Tandem이 문제 %1개를 찾았습니다: 줄 댓글 %2개, 아래에 %3개(이 풀 리퀘스트가 바꾸지 않은 줄, 또는 줄 댓글을 달 만큼 자주 맞지는 않는 검사에서 나온 것).</translation>
    </message>
    <message>
        <source>(on line %1, which this line&apos;s change affects)</source>
        <translation>(%1번째 줄: 이 줄을 바꾼 탓에 생긴 문제)</translation>
    </message>
    <message>
        <source>Tandem found %1 issues on the changed lines.</source>
        <translation>Tandem이 바뀐 줄에서 문제 %1개를 찾았습니다.</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>파일 전체</translation>
    </message>
    <message>
        <source>
(%1 more issues did not fit; run `tandem lint --checkout .` to see them)</source>
        <translation>
(문제 %1개는 더 담지 못했습니다. `tandem lint --checkout .`으로 확인하세요)</translation>
    </message>
</context>
<context>
    <name>tandem::ReviewModel</name>
    <message>
        <source>unreadable</source>
        <translation>읽을 수 없음</translation>
    </message>
    <message>
        <source>still English</source>
        <translation>아직 영어</translation>
    </message>
    <message>
        <source>history %1</source>
        <translation>이력 %1</translation>
    </message>
    <message>
        <source>upstream checkout</source>
        <translation>업스트림 체크아웃</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <translation>직접 선택함</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>찾지 못함</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>The English changed after the translation was made: %1</source>
        <translation>번역한 뒤에 영어 원문이 바뀌었습니다: %1</translation>
    </message>
    <message>
        <source>%1, uncommitted</source>
        <translation>%1, 커밋 안 함</translation>
    </message>
    <message>
        <source>Issues on lines the branch changed (the only lines a pull-request review can comment on)</source>
        <translation>브랜치가 바꾼 줄의 문제 (풀 리퀘스트 리뷰에서 댓글을 달 수 있는 줄은 이것뿐입니다)</translation>
    </message>
    <message>
        <source>English paragraphs that changed upstream after the translation was made</source>
        <translation>번역한 뒤에 업스트림에서 바뀐 영어 문단</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>English source</source>
        <translation>영어 원문</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>On changed lines</source>
        <translation>바뀐 줄</translation>
    </message>
    <message>
        <source>Upstream drift</source>
        <translation>업스트림 변경</translation>
    </message>
    <message>
        <source>1 change</source>
        <translation>변경 1개</translation>
    </message>
    <message>
        <source>%1 changes</source>
        <translation>변경 %1개</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>upstream checkout (history unreadable)</source>
        <translation>업스트림 체크아웃 (이력 읽기 실패)</translation>
    </message>
    <message>
        <source>history unreadable</source>
        <translation>이력 읽기 실패</translation>
    </message>
    <message>
        <source>Set File &gt; Compare with Upstream Checkout… to use the upstream English, or open the file and pick its source.</source>
        <translation>업스트림 영어 원문을 쓰려면 파일 &gt; 업스트림 체크아웃과 비교…를 설정하거나, 파일을 열어 원문을 고르세요.</translation>
    </message>
</context>
<context>
    <name>tandem::ReviewPanel</name>
    <message>
        <source>No checkout open. Use File &gt; Open Checkout… to review a branch.</source>
        <translation>열린 체크아웃이 없습니다. 파일 &gt; 체크아웃 열기…로 브랜치를 리뷰하세요.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Review the checkout again (after a commit or a checkout)</source>
        <translation>체크아웃을 다시 리뷰합니다 (커밋이나 체크아웃 뒤에)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Save the review as Markdown (to paste into the pull request) or JSON</source>
        <translation>리뷰를 마크다운(풀 리퀘스트에 붙여 넣기용)이나 JSON으로 저장합니다</translation>
    </message>
    <message>
        <source>Upstream</source>
        <translation>업스트림</translation>
    </message>
    <message>
        <source>English line</source>
        <translation>영어 원문 줄</translation>
    </message>
    <message>
        <source>Draft line</source>
        <translation>번역본 줄</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>리뷰하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings, %3 notes, %4 on changed lines.</source>
        <translation>오류 %1개, 경고 %2개, 참고 %3개, 바뀐 줄에 %4개.</translation>
    </message>
    <message>
        <source>Glossary: %1</source>
        <translation>용어집: %1</translation>
    </message>
    <message>
        <source>Upstream drift: select a file.</source>
        <translation>업스트림 변경: 파일을 고르세요.</translation>
    </message>
    <message>
        <source>Upstream drift: the English of %1 has not changed since it was translated.</source>
        <translation>업스트림 변경: %1의 영어 원문은 번역한 뒤로 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>Upstream drift: the English of %1 changed in %2 after the translation was made.</source>
        <translation>업스트림 변경: %1의 영어 원문이 번역한 뒤에 %2에서 바뀌었습니다.</translation>
    </message>
    <message>
        <source>added</source>
        <translation>추가됨</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>삭제됨</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>바뀜</translation>
    </message>
    <message>
        <source>Translated from:
%1</source>
        <translation>번역한 원문:
%1</translation>
    </message>
    <message>
        <source>Now upstream:
%1</source>
        <translation>현재 업스트림:
%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against &lt;b&gt;%2&lt;/b&gt; (merge base %3)</source>
        <translation>&lt;b&gt;%2&lt;/b&gt; 기준 &lt;b&gt;%1&lt;/b&gt; (병합 기준 %3)</translation>
    </message>
    <message>
        <source>1 changed translation: </source>
        <translation>바뀐 번역 1개: </translation>
    </message>
    <message>
        <source>%1 changed translations: </source>
        <translation>바뀐 번역 %1개: </translation>
    </message>
    <message>
        <source>1 warning (hover to read)</source>
        <translation>경고 1개 (마우스를 올리면 보입니다)</translation>
    </message>
    <message>
        <source>%1 warnings (hover to read)</source>
        <translation>경고 %1개 (마우스를 올리면 보입니다)</translation>
    </message>
    <message>
        <source>The branch or commit the changes are compared with. For a pull request merged long ago, choose the commit before it.</source>
        <translation>변경 사항을 비교할 브랜치나 커밋입니다. 오래전에 병합된 풀 리퀘스트라면 그 직전 커밋을 고르세요.</translation>
    </message>
    <message>
        <source>branch, tag or commit</source>
        <translation>브랜치, 태그 또는 커밋</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>비교 기준:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>기본값 (%1)</translation>
    </message>
    <message>
        <source>The upstream remote&apos;s default branch, else origin&apos;s, else master or main</source>
        <translation>upstream 원격의 기본 브랜치, 없으면 origin의 기본 브랜치, 없으면 master 또는 main</translation>
    </message>
</context>
<context>
    <name>tandem::SecondReaderController</name>
    <message>
        <source>Second &amp;Reader in the Background</source>
        <translation>백그라운드 두 번째 독자(&amp;R)</translation>
    </message>
    <message>
        <source>Another reader (a local model or an external checker) reads the changed paragraphs while you pause; its findings are unverified</source>
        <translation>다른 독자(로컬 모델이나 외부 검사기)가 입력을 멈춘 사이 바뀐 문단을 읽습니다. 그 결과는 검증되지 않았습니다</translation>
    </message>
    <message>
        <source>Set &amp;Up the Second Reader…</source>
        <translation>두 번째 독자 설정(&amp;U)…</translation>
    </message>
    <message>
        <source>Second Reader</source>
        <translation>두 번째 독자</translation>
    </message>
    <message>
        <source>The chat completions endpoint (e.g. http://127.0.0.1:8080), or the name of a checker in the checkout&apos;s .tandem.yaml:</source>
        <translation>chat completions 엔드포인트(예: http://127.0.0.1:8080) 또는 체크아웃의 .tandem.yaml에 있는 검사기 이름:</translation>
    </message>
    <message>
        <source>The model, as the server names it:</source>
        <translation>서버가 부르는 모델 이름:</translation>
    </message>
    <message>
        <source>Second reader: the checkout&apos;s .tandem.yaml names no checker &quot;%1&quot;</source>
        <translation>두 번째 독자: 체크아웃의 .tandem.yaml에 &quot;%1&quot; 검사기가 없습니다</translation>
    </message>
    <message>
        <source>Second reader: %1</source>
        <translation>두 번째 독자: %1</translation>
    </message>
    <message>
        <source>Second reader: no reader is set up; the user guide says how</source>
        <translation>두 번째 독자: 설정된 독자가 없습니다. 설정 방법은 사용자 안내서에 있습니다</translation>
    </message>
    <message>
        <source>Second reader: text leaves this machine for %1</source>
        <translation>두 번째 독자: 텍스트가 이 컴퓨터를 떠나 %1(으)로 갑니다</translation>
    </message>
    <message>
        <source>&amp;Accept the Second Reader&apos;s Finding</source>
        <translation>두 번째 독자의 지적 받아들이기(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Dismiss the Second Reader&apos;s Finding</source>
        <translation>두 번째 독자의 지적 무시하기(&amp;D)</translation>
    </message>
</context>
<context>
    <name>tandem::SourceFinder</name>
    <message>
        <source>the source chosen for %1 (%2 at %3) cannot be read: %4</source>
        <translation>%1에 고른 원문(%3의 %2)을 읽을 수 없습니다: %4</translation>
    </message>
    <message>
        <source>the source chosen for %1 cannot be read: %2: %3</source>
        <translation>%1에 고른 원문을 읽을 수 없습니다: %2: %3</translation>
    </message>
    <message>
        <source>%1 has no history before this branch</source>
        <translation>%1은(는) 이 브랜치 이전의 이력이 없습니다</translation>
    </message>
    <message>
        <source>no mostly-English version of %1 in its history</source>
        <translation>%1의 이력에 대부분 영어인 버전이 없습니다</translation>
    </message>
    <message>
        <source>%1 is not in the upstream checkout %2</source>
        <translation>%1은(는) 업스트림 체크아웃 %2에 없습니다</translation>
    </message>
    <message>
        <source>the history of %1 cannot be read: %2</source>
        <translation>%1의 이력을 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>the version of %1 at %2 cannot be read: %3</source>
        <translation>%2 시점의 %1 버전을 읽을 수 없습니다: %3</translation>
    </message>
    <message>
        <source>%1 was rewritten by the upstream sync %2 from English that is not in its history</source>
        <translation>%1은(는) 업스트림 동기화 %2에서 이력에 없는 영어를 바탕으로 다시 작성되었습니다</translation>
    </message>
    <message>
        <source>the clone is shallow: the older history of %1, where its English may be, is not here</source>
        <translation>얕은 클론이라 영어 원문이 있을 수 있는 %1의 더 오래된 기록이 없습니다</translation>
    </message>
</context>
<context>
    <name>tandem::Spelling</name>
    <message>
        <source>No usable Korean Hunspell dictionary (install hunspell-ko, or put ko.aff and ko.dic in %1 or a folder named in TANDEM_DICTIONARY_PATH): Korean spelling is off.</source>
        <translation>쓸 수 있는 한국어 Hunspell 사전이 없습니다 (hunspell-ko를 설치하거나, ko.aff와 ko.dic을 %1 또는 TANDEM_DICTIONARY_PATH에 지정한 폴더에 두세요). 한국어 맞춤법 검사를 끕니다.</translation>
    </message>
    <message>
        <source>No usable English Hunspell dictionary (install hunspell-en-us, or put en_US.aff and en_US.dic in %1 or a folder named in TANDEM_DICTIONARY_PATH): English spelling is off.</source>
        <translation>쓸 수 있는 영어 Hunspell 사전이 없습니다 (hunspell-en-us를 설치하거나, en_US.aff와 en_US.dic을 %1 또는 TANDEM_DICTIONARY_PATH에 지정한 폴더에 두세요). 영어 철자 검사를 끕니다.</translation>
    </message>
</context>
<context>
    <name>tandem::TermReplace</name>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>%1 changed since the preview; nothing was written</source>
        <translation>%1이(가) 미리 보기 이후 바뀌었습니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>%1 changed since the replacement; it was not undone</source>
        <translation>%1이(가) 바꾼 뒤에 다시 바뀌었습니다. 되돌리지 않았습니다</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tandem::TermReplaceDialog</name>
    <message>
        <source>Replace Term in File</source>
        <translation>파일에서 용어 바꾸기</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>바꾸기(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 places will be replaced (one undo step).</source>
        <translation>
            <numerusform>%1곳 중 %n곳을 바꿉니다(실행 취소 한 번).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tandem::TextFile</name>
    <message>
        <source>file is %1 MB, larger than the %2 MB Tandem opens</source>
        <translation>파일이 %1MB로, Tandem이 여는 최대 크기 %2MB보다 큽니다</translation>
    </message>
    <message>
        <source>binary file (it contains NUL bytes), not opened</source>
        <translation>바이너리 파일(NUL 바이트가 있음)이라 열지 않았습니다</translation>
    </message>
    <message>
        <source>invalid UTF-8 at line %1, column %2 (byte 0x%3); Tandem reads UTF-8 only</source>
        <translation>%1행 %2열에 잘못된 UTF-8이 있습니다 (바이트 0x%3). Tandem은 UTF-8만 읽습니다</translation>
    </message>
    <message>
        <source>UTF-16 is not supported, save the file as UTF-8</source>
        <translation>UTF-16은 지원하지 않습니다. 파일을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>파일이 없습니다</translation>
    </message>
    <message>
        <source>a symlink loop (too many levels of symbolic links), not read</source>
        <translation>심볼릭 링크가 순환합니다(링크 단계가 너무 많음). 읽지 않았습니다</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>권한이 없습니다</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>is a FIFO (named pipe), not a regular file; not read</source>
        <translation>일반 파일이 아니라 FIFO(이름 있는 파이프)입니다. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>is a device, not a regular file; not read</source>
        <translation>일반 파일이 아니라 장치입니다. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>is not a regular file; not read</source>
        <translation>일반 파일이 아닙니다. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>a symlink to a missing file</source>
        <translation>없는 파일을 가리키는 심볼릭 링크입니다</translation>
    </message>
    <message>
        <source>leads outside the checkout (a symlink), not read</source>
        <translation>체크아웃 밖을 가리킵니다(심볼릭 링크). 읽지 않았습니다</translation>
    </message>
    <message>
        <source>changed while being opened; not read</source>
        <translation>여는 동안 바뀌었습니다. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written (is the disk full?)</source>
        <translation>%2바이트 중 %1바이트만 쓸 수 있었습니다(디스크가 가득 찼나요?)</translation>
    </message>
    <message>
        <source>the checkout&apos;s folder is gone</source>
        <translation>체크아웃 폴더가 없어졌습니다</translation>
    </message>
    <message>
        <source>is now a symbolic link leading outside the checkout or to nothing; not written</source>
        <translation>이제 체크아웃 밖이나 없는 곳을 가리키는 심볼릭 링크라서 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>not a plain path inside the checkout; not written</source>
        <translation>체크아웃 안의 일반 경로가 아니라서 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>a folder of its path is now a symbolic link or not a folder; not written</source>
        <translation>경로의 폴더가 이제 심볼릭 링크이거나 폴더가 아니라서 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>is now a symbolic link; not written</source>
        <translation>이제 심볼릭 링크라서 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>was removed or renamed since it was read</source>
        <translation>읽은 뒤에 지워졌거나 이름이 바뀌었습니다</translation>
    </message>
    <message>
        <source>is no longer a regular file; not written</source>
        <translation>더는 일반 파일이 아니라서 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>changed since it was read (saved meanwhile?)</source>
        <translation>읽은 뒤에 바뀌었습니다(그사이 저장했나요?)</translation>
    </message>
    <message>
        <source>the file is read-only; not written</source>
        <translation>읽기 전용 파일이라서 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>the disk is full; not written</source>
        <translation>디스크가 가득 차서 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>changed while it was being written (saved meanwhile?)</source>
        <translation>쓰는 동안 바뀌었습니다(그사이 저장했나요?)</translation>
    </message>
</context>
<context>
    <name>tandem::TextPane</name>
    <message>
        <source>Changed by the reviewed branch</source>
        <translation>리뷰하는 브랜치가 바꾼 줄</translation>
    </message>
    <message>
        <source>This English changed upstream after the translation was made (see the Review panel)</source>
        <translation>이 영어 원문은 번역한 뒤에 업스트림에서 바뀌었습니다 (리뷰 패널을 보세요)</translation>
    </message>
    <message>
        <source>An error on this line</source>
        <translation>이 줄에 오류가 있습니다</translation>
    </message>
    <message>
        <source>A warning on this line</source>
        <translation>이 줄에 경고가 있습니다</translation>
    </message>
    <message>
        <source>A note on this line</source>
        <translation>이 줄에 참고가 있습니다</translation>
    </message>
    <message>
        <source>; a quick fix is available (click the light bulb)</source>
        <translation>. 빠른 수정이 있습니다(전구를 클릭하세요)</translation>
    </message>
</context>
<context>
    <name>tandem::TmWorker</name>
    <message>
        <source>The file is not in a git checkout: no translation memory.</source>
        <translation>파일이 git 체크아웃 안에 있지 않아 번역 메모리가 없습니다.</translation>
    </message>
    <message>
        <source>No translation memory at %1.</source>
        <translation>%1에 번역 메모리가 없습니다.</translation>
    </message>
    <message>
        <source>No translation memory for %1 yet.</source>
        <translation>%1의 번역 메모리가 아직 없습니다.</translation>
    </message>
    <message>
        <source>%1 pairs · %2</source>
        <translation>%1쌍 · %2</translation>
    </message>
    <message>
        <source>Only the memory of a git checkout can be built.</source>
        <translation>git 체크아웃의 메모리만 만들 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 pairs (%2 new)</source>
        <translation>%1쌍 (새로 %2쌍)</translation>
    </message>
</context>
<context>
    <name>tandem::TranslationMemoryController</name>
    <message>
        <source>Matches</source>
        <translation>일치 항목</translation>
    </message>
    <message>
        <source>Insert Match %1</source>
        <translation>일치 항목 %1 넣기</translation>
    </message>
    <message>
        <source>Concordance…</source>
        <translation>용례 찾기…</translation>
    </message>
    <message>
        <source>Building the translation memory from the checkout&apos;s history…</source>
        <translation>체크아웃의 기록으로 번역 메모리를 만드는 중…</translation>
    </message>
    <message>
        <source>Not built: %1</source>
        <translation>만들지 못했습니다: %1</translation>
    </message>
    <message>
        <source>No match of 70% or more.</source>
        <translation>70% 이상 일치하는 항목이 없습니다.</translation>
    </message>
    <message>
        <source>Put the cursor in a segment to see its matches.</source>
        <translation>구역에 커서를 두면 일치 항목이 나옵니다.</translation>
    </message>
    <message>
        <source>This segment has no English prose.</source>
        <translation>이 구역에는 영어 본문이 없습니다.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>찾는 중…</translation>
    </message>
    <message>
        <source>The match credited another translator (&quot;%1&quot;); your own credit line was written instead.</source>
        <translation>매치에 다른 번역자의 크레딧(&quot;%1&quot;)이 있어, 대신 내 크레딧 줄을 넣었습니다.</translation>
    </message>
    <message>
        <source>The match credited another translator (&quot;%1&quot;); that line was left out. Add your own credit line under the author&apos;s.</source>
        <translation>매치에 다른 번역자의 크레딧(&quot;%1&quot;)이 있어 그 줄은 넣지 않았습니다. 저자 줄 아래에 내 크레딧 줄을 넣으세요.</translation>
    </message>
</context>
<context>
    <name>tandem::TutorialGlobs</name>
    <message>
        <source>an empty glob</source>
        <translation>빈 글롭</translation>
    </message>
    <message>
        <source>a glob of %1 characters, longer than the %2 Tandem reads</source>
        <translation>%1자짜리 글롭으로, Tandem이 읽는 %2자보다 깁니다</translation>
    </message>
    <message>
        <source>a control character in a glob</source>
        <translation>글롭에 제어 문자가 있습니다</translation>
    </message>
    <message>
        <source>character classes ([...]) are not supported; write one glob per name</source>
        <translation>문자 클래스([...])는 지원하지 않습니다. 이름마다 글롭을 하나씩 쓰세요</translation>
    </message>
    <message>
        <source>alternatives ({a,b}) are not supported; write one glob per pattern</source>
        <translation>대안({a,b})은 지원하지 않습니다. 패턴마다 글롭을 하나씩 쓰세요</translation>
    </message>
    <message>
        <source>a backslash in a glob (folders are &apos;/&apos;)</source>
        <translation>글롭에 역슬래시가 있습니다(폴더 구분은 &apos;/&apos;)</translation>
    </message>
    <message>
        <source>three stars in a row (* is one folder&apos;s characters, ** any folders)</source>
        <translation>별표 세 개가 연달아 있습니다(*는 한 폴더 안의 문자, **는 여러 폴더)</translation>
    </message>
    <message>
        <source>an empty folder name (// or a &apos;/&apos; at the end; the files of a folder are folder/**)</source>
        <translation>빈 폴더 이름(// 또는 끝의 &apos;/&apos;; 폴더의 파일은 folder/**)</translation>
    </message>
    <message>
        <source>a . or .. folder (paths are relative to the checkout&apos;s root, as git lists them)</source>
        <translation>. 또는 .. 폴더(경로는 git이 보여 주듯 체크아웃 루트 기준입니다)</translation>
    </message>
</context>
<context>
    <name>tandem::UserGuide</name>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>이 빌드에는 사용자 안내서가 없습니다.</translation>
    </message>
    <message>
        <source>Tandem User Guide</source>
        <translation>Tandem 사용자 안내서</translation>
    </message>
</context>
<context>
    <name>tandem::UserPrompts</name>
    <message>
        <source>Your Credit Line</source>
        <translation>내 크레딧 줄</translation>
    </message>
    <message>
        <source>The inserted text credited another translator:
%1

That line is never copied. Your own credit line is written in its place if you give it here, for example **번역**: `이름 &lt;https://github.com/id&gt;`_ (asked once; leave it empty to have such lines left out):</source>
        <translation>넣은 글에 다른 번역자의 크레딧이 있었습니다:
%1

그 줄은 절대 복사하지 않습니다. 여기에 내 크레딧 줄을 적으면 그 자리에 대신 넣습니다. 예: **번역**: `이름 &lt;https://github.com/id&gt;`_ (한 번만 묻습니다. 비워 두면 그런 줄은 빼고 넣습니다):</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>저장하지 않은 작업을 복구할까요?</translation>
    </message>
    <message>
        <source>Tandem found unsaved changes to %1 from a session that did not end normally.

Recover them? (The file on disk is not changed until you save.)</source>
        <translation>정상적으로 끝나지 않은 세션에서 저장하지 않은 %1의 변경 사항을 찾았습니다.

복구할까요? (저장하기 전까지 디스크의 파일은 바뀌지 않습니다.)</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and you have unsaved changes.

Reload it (your changes stay in undo history) or keep your version?</source>
        <translation>다른 프로그램이 %1을(를) 바꿨고, 저장하지 않은 변경 사항이 있습니다.

다시 불러올까요 (내 변경 사항은 실행 취소 기록에 남습니다), 아니면 내 버전을 유지할까요?</translation>
    </message>
    <message>
        <source>%1 was changed by another program.

Reload it or keep the version shown?</source>
        <translation>다른 프로그램이 %1을(를) 바꿨습니다.

다시 불러올까요, 아니면 지금 보이는 버전을 유지할까요?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>디스크의 파일이 바뀌었습니다</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>다시 불러오기</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>내 버전 유지</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>%1의 변경 사항을 저장할까요?</translation>
    </message>
    <message>
        <source>No English source</source>
        <translation>영어 원문 없음</translation>
    </message>
    <message>
        <source>The English %1 was translated from cannot be read from the checkout&apos;s history:

%2

Use the same file of an upstream checkout (a clone of the English tutorials), or pick the English file?</source>
        <translation>%1의 번역 원본인 영어 파일을 체크아웃 이력에서 읽을 수 없습니다:

%2

업스트림 체크아웃(영어 튜토리얼 클론)의 같은 파일을 쓰시겠습니까, 아니면 영어 파일을 직접 고르시겠습니까?</translation>
    </message>
    <message>
        <source>Upstream Checkout…</source>
        <translation>업스트림 체크아웃…</translation>
    </message>
    <message>
        <source>Pick English File…</source>
        <translation>영어 파일 고르기…</translation>
    </message>
    <message>
        <source>Open Without Source</source>
        <translation>원문 없이 열기</translation>
    </message>
    <message>
        <source>The upstream checkout with the English tutorials</source>
        <translation>영어 튜토리얼이 있는 업스트림 체크아웃</translation>
    </message>
    <message>
        <source>English source of %1</source>
        <translation>%1의 영어 원문</translation>
    </message>
</context>
<context>
    <name>tandem::checks</name>
    <message>
        <source>a line is indented more than the one above it without a blank line between; align it or separate it with a blank line</source>
        <translation>빈 줄 없이 윗줄보다 더 들여 쓴 줄이 있습니다. 들여쓰기를 맞추거나 빈 줄로 떼어 놓으세요</translation>
    </message>
    <message>
        <source>the indented block above must end with a blank line</source>
        <translation>위의 들여 쓴 블록은 빈 줄로 끝나야 합니다</translation>
    </message>
    <message>
        <source>a title cannot appear inside an indented block or list; check the indentation and blank lines around it</source>
        <translation>들여 쓴 블록이나 목록 안에는 제목이 올 수 없습니다. 주변의 들여쓰기와 빈 줄을 확인하세요</translation>
    </message>
    <message>
        <source>This line is indented by one space, so the line above becomes a definition-list term; remove the space</source>
        <translation>이 줄이 한 칸 들여 써져 있어 윗줄이 정의 목록의 용어가 됩니다. 공백을 지우세요</translation>
    </message>
    <message>
        <source>The glossary translates &quot;%1&quot; as %2, not %3</source>
        <translation>용어집에서 &quot;%1&quot;은(는) %2입니다 (%3 아님)</translation>
    </message>
    <message>
        <source>%1 (again: first on line %2)</source>
        <translation>%1 (반복: 처음은 %2행)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is left in English here; the glossary translates it as %2</source>
        <translation>여기에 &quot;%1&quot;이(가) 영어로 남아 있습니다. 용어집의 번역은 %2입니다</translation>
    </message>
    <message>
        <source>The source says &quot;%1&quot;; the glossary&apos;s translation is %2</source>
        <translation>원문에 &quot;%1&quot;이(가) 있습니다. 용어집의 번역은 %2입니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stays in English (glossary); write %1, not %2</source>
        <translation>&quot;%1&quot;은(는) 영어로 둡니다 (용어집): %2 → %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is written %2 elsewhere in this document; use one form</source>
        <translation>&quot;%1&quot;의 표기가 이 문서 안에서 다릅니다 (다른 곳: %2). 한 가지로 통일하세요</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the source, which says &quot;%2&quot;</source>
        <translation>&quot;%1&quot;은(는) 원문에 없습니다. 원문은 &quot;%2&quot;입니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an English word; the source says &quot;%2&quot;</source>
        <translation>&quot;%1&quot;은(는) 영어 단어가 아닙니다. 원문은 &quot;%2&quot;입니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ends the sentence in 한다체; this document is written in 합니다체 (%2 of %3 sentences)</source>
        <translation>&quot;%1&quot;은(는) 문장을 한다체로 끝냅니다. 이 문서는 합니다체로 썼습니다 (문장 %3개 중 %2개)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ends the sentence in 합니다체; this document is written in 한다체 (%2 of %3 sentences)</source>
        <translation>&quot;%1&quot;은(는) 문장을 합니다체로 끝냅니다. 이 문서는 한다체로 썼습니다 (문장 %3개 중 %2개)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the Korean dictionary</source>
        <translation>&quot;%1&quot;은(는) 한국어 사전에 없습니다</translation>
    </message>
    <message>
        <source>A string in this code block differs from the source; code output and messages usually stay in English</source>
        <translation>이 코드 블록의 문자열이 원문과 다릅니다. 코드의 출력과 메시지는 보통 영어로 둡니다</translation>
    </message>
    <message>
        <source>This code differs from the source; only comments may be translated</source>
        <translation>이 코드는 원문과 다릅니다. 주석만 번역할 수 있습니다</translation>
    </message>
    <message>
        <source>The source&apos;s :%1:`%2` is missing or changed here</source>
        <translation>원문의 :%1:`%2`이(가) 여기에 없거나 바뀌었습니다</translation>
    </message>
    <message>
        <source>The source&apos;s ``%1`` is missing or changed here</source>
        <translation>원문의 ``%1``이(가) 여기에 없거나 바뀌었습니다</translation>
    </message>
    <message>
        <source>The link to %1 in the source points elsewhere here; check that this is intended</source>
        <translation>원문의 %1 링크가 여기서는 다른 곳을 가리킵니다. 의도한 것인지 확인하세요</translation>
    </message>
    <message>
        <source>The link to %1 in the source is missing here</source>
        <translation>원문의 %1 링크가 여기에 없습니다</translation>
    </message>
    <message>
        <source>The number %1 in the source does not appear here</source>
        <translation>원문의 숫자 %1이(가) 여기에 없습니다</translation>
    </message>
    <message>
        <source>inline literals or roles</source>
        <translation>인라인 리터럴이나 역할(role)</translation>
    </message>
    <message>
        <source>links</source>
        <translation>링크</translation>
    </message>
    <message>
        <source>emphasis</source>
        <translation>강조</translation>
    </message>
    <message>
        <source>strong emphasis</source>
        <translation>굵은 강조</translation>
    </message>
    <message>
        <source>The source has %1 %2 here, the translation %3: markup was dropped or does not parse</source>
        <translation>원문에는 여기에 %2 %1개, 번역본에는 %3개가 있습니다. 마크업이 빠졌거나 해석되지 않습니다</translation>
    </message>
    <message>
        <source>This title is level %1 in the source but level %2 here; underline it with &apos;%3&apos; as the source does</source>
        <translation>이 제목은 원문에서 %1단계인데 여기서는 %2단계입니다. 원문처럼 &apos;%3&apos; 문자로 밑줄을 그으세요</translation>
    </message>
    <message>
        <source>The source has a &quot;%1&quot; directive here, the translation &quot;%2&quot;</source>
        <translation>원문에는 여기에 &quot;%1&quot; 지시자가, 번역본에는 &quot;%2&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>This text is still in English</source>
        <translation>이 텍스트는 아직 영어입니다</translation>
    </message>
    <message>
        <source>This code block of the source is missing from the translation</source>
        <translation>원문의 이 코드 블록이 번역본에 없습니다</translation>
    </message>
    <message>
        <source>This text of the source has no translation in the draft</source>
        <translation>원문의 이 텍스트는 번역본에 번역이 없습니다</translation>
    </message>
    <message>
        <source>This has no counterpart in the source (a translator&apos;s note is fine; otherwise check the alignment)</source>
        <translation>원문에 대응하는 부분이 없습니다 (역자 주라면 괜찮습니다. 아니면 정렬을 확인하세요)</translation>
    </message>
    <message>
        <source>Inline literal</source>
        <translation>인라인 리터럴</translation>
    </message>
    <message>
        <source>Emphasis</source>
        <translation>강조</translation>
    </message>
    <message>
        <source>Strong emphasis</source>
        <translation>굵은 강조</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할(role)</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>링크</translation>
    </message>
    <message>
        <source>Substitution</source>
        <translation>치환</translation>
    </message>
    <message>
        <source>Footnote reference</source>
        <translation>각주 참조</translation>
    </message>
    <message>
        <source>Citation reference</source>
        <translation>인용 참조</translation>
    </message>
    <message>
        <source>Inline target</source>
        <translation>인라인 타깃</translation>
    </message>
    <message>
        <source>Interpreted text</source>
        <translation>해석된 텍스트</translation>
    </message>
    <message>
        <source>%1 followed directly by &apos;%2&apos; is not markup in RST; insert &quot;\ &quot; before &apos;%2&apos;</source>
        <translation>%1 바로 뒤에 &apos;%2&apos;이(가) 붙으면 RST에서 마크업이 아닙니다. &apos;%2&apos; 앞에 &quot;\ &quot;를 넣으세요</translation>
    </message>
    <message>
        <source>%1 preceded directly by &apos;%2&apos; is not markup in RST; insert &quot;\ &quot; after &apos;%2&apos;</source>
        <translation>%1 바로 앞에 &apos;%2&apos;이(가) 붙으면 RST에서 마크업이 아닙니다. &apos;%2&apos; 뒤에 &quot;\ &quot;를 넣으세요</translation>
    </message>
    <message>
        <source>%1 start-string without end-string; close it or escape it with a backslash</source>
        <translation>%1의 시작 문자열에 끝 문자열이 없습니다. 닫거나 백슬래시로 이스케이프하세요</translation>
    </message>
    <message>
        <source>%1 runs on to a later end-string: docutils reads the text between as markup without any warning</source>
        <translation>%1이(가) 뒤쪽의 끝 문자열까지 이어집니다. docutils는 경고 없이 그 사이의 텍스트를 마크업으로 읽습니다</translation>
    </message>
    <message>
        <source>Title underline is %1 columns but the title is %2 (Hangul counts two); lengthen it</source>
        <translation>제목 밑줄은 %1칸인데 제목은 %2칸입니다 (한글은 두 칸). 밑줄을 늘리세요</translation>
    </message>
    <message>
        <source>Title overline is %1 columns but the title is %2; lengthen it</source>
        <translation>제목 윗줄은 %1칸인데 제목은 %2칸입니다. 윗줄을 늘리세요</translation>
    </message>
    <message>
        <source>This title is glued to the paragraph above, so it is read as paragraph text; put a blank line before it</source>
        <translation>이 제목이 위 문단에 붙어 있어 문단의 텍스트로 읽힙니다. 앞에 빈 줄을 넣으세요</translation>
    </message>
    <message>
        <source>This %1-column underline is too short for its %2-column title, so it is read as plain text, not a title; lengthen it</source>
        <translation>%1칸짜리 밑줄이 %2칸인 제목보다 짧아 제목이 아니라 일반 텍스트로 읽힙니다. 밑줄을 늘리세요</translation>
    </message>
    <message>
        <source>The link&apos;s underscores are inside the backquotes; write `text &lt;url&gt;`%1</source>
        <translation>링크의 밑줄 문자가 역따옴표 안에 있습니다. `text &lt;url&gt;`%1 형태로 쓰세요</translation>
    </message>
    <message>
        <source>A link needs an underscore after the closing backquote: `text &lt;url&gt;`__</source>
        <translation>링크는 닫는 역따옴표 뒤에 밑줄 문자가 있어야 합니다: `text &lt;url&gt;`__</translation>
    </message>
    <message>
        <source>A space is needed before &apos;&lt;&apos; in a link; without it the URL becomes part of the link&apos;s name</source>
        <translation>링크의 &apos;&lt;&apos; 앞에는 공백이 있어야 합니다. 공백이 없으면 URL이 링크 이름의 일부가 됩니다</translation>
    </message>
    <message>
        <source>Unknown target name &quot;%1&quot;: no target, title or link defines it (a translated link name no longer matches its target?)</source>
        <translation>알 수 없는 타깃 이름 &quot;%1&quot;: 이 이름을 정의하는 타깃, 제목, 링크가 없습니다 (링크 이름을 번역해서 타깃과 맞지 않게 되었나요?)</translation>
    </message>
    <message>
        <source>%1 anonymous links (`text`__) but %2 anonymous targets (.. __: url)</source>
        <translation>익명 링크(`text`__)는 %1개인데 익명 타깃(.. __: url)은 %2개입니다</translation>
    </message>
    <message>
        <source>Anonymous link without a target: write `text &lt;url&gt;`__ or add .. __: url</source>
        <translation>타깃이 없는 익명 링크입니다. `text &lt;url&gt;`__로 쓰거나 .. __: url을 추가하세요</translation>
    </message>
    <message>
        <source>%1 anonymous targets (.. __: url) but %2 anonymous links</source>
        <translation>익명 타깃(.. __: url)은 %1개인데 익명 링크는 %2개입니다</translation>
    </message>
    <message>
        <source>Unknown directive &quot;%1&quot;: the source has &quot;%2&quot; here; directive names stay in English</source>
        <translation>알 수 없는 지시자 &quot;%1&quot;: 원문에는 여기에 &quot;%2&quot;이(가) 있습니다. 지시자 이름은 영어로 둡니다</translation>
    </message>
    <message>
        <source>Unknown directive &quot;%1&quot;: directive names stay in English (note, warning, tip...)</source>
        <translation>알 수 없는 지시자 &quot;%1&quot;: 지시자 이름은 영어로 둡니다 (note, warning, tip...)</translation>
    </message>
    <message>
        <source>A comment-block line needs a space after &apos;#&apos;; without it the block&apos;s other lines become a block quote</source>
        <translation>주석 블록의 줄은 &apos;#&apos; 뒤에 공백이 있어야 합니다. 공백이 없으면 블록의 다른 줄이 인용 블록이 됩니다</translation>
    </message>
    <message>
        <source>Invisible character U+%1 (%2); remove it</source>
        <translation>보이지 않는 문자 U+%1 (%2). 지우세요</translation>
    </message>
    <message>
        <source>bidirectional control</source>
        <translation>양방향 제어 문자</translation>
    </message>
    <message>
        <source>zero-width or invisible</source>
        <translation>폭이 없거나 보이지 않는 문자</translation>
    </message>
    <message>
        <source>control character</source>
        <translation>제어 문자</translation>
    </message>
    <message>
        <source>Trailing whitespace</source>
        <translation>줄 끝 공백</translation>
    </message>
    <message>
        <source>`%1` is in the default role (an italic title reference); for code write ``%1``</source>
        <translation>`%1`은(는) 기본 역할(기울임꼴 제목 참조)입니다. 코드라면 ``%1``처럼 쓰세요</translation>
    </message>
    <message>
        <source>A role takes single backquotes: with ``, &quot;%1&quot; is shown as text followed by a literal; write %1`%2`</source>
        <translation>역할(role)에는 역따옴표를 하나씩 씁니다. ``를 쓰면 &quot;%1&quot;이(가) 텍스트로 보이고 뒤에 리터럴이 붙습니다. %1`%2`처럼 쓰세요</translation>
    </message>
    <message>
        <source>Extra backquote in role :%1:: it becomes part of the text; remove it</source>
        <translation>역할 :%1:에 역따옴표가 더 있습니다. 텍스트의 일부가 되니 지우세요</translation>
    </message>
    <message>
        <source>A role cannot have both &apos;!&apos; and &apos;~&apos;: Sphinx shows them as written; keep one</source>
        <translation>역할에 &apos;!&apos;와 &apos;~&apos;를 함께 쓸 수 없습니다. Sphinx가 쓴 그대로 보여 주니 하나만 남기세요</translation>
    </message>
    <message>
        <source>A role needs a colon before its name too: docutils shows the name as text and the rest in italics; write :%1`%2`</source>
        <translation>역할은 이름 앞에도 콜론이 있어야 합니다. docutils는 이름을 텍스트로, 나머지를 기울임꼴로 보여 줍니다. :%1`%2`처럼 쓰세요</translation>
    </message>
    <message>
        <source>A role cannot also be a link: remove the underscore after the closing backquote (docutils: &quot;Mismatch: both interpreted text role prefix and reference suffix&quot;)</source>
        <translation>역할은 링크가 될 수 없습니다. 닫는 역따옴표 뒤의 밑줄 문자를 지우세요 (docutils: &quot;Mismatch: both interpreted text role prefix and reference suffix&quot;)</translation>
    </message>
    <message>
        <source>A role without backquotes is plain text; write %1`%2`</source>
        <translation>역따옴표가 없는 역할은 일반 텍스트입니다. %1`%2`처럼 쓰세요</translation>
    </message>
    <message>
        <source>A link needs a space before &apos;&lt;&apos; and an underscore after the closing backquote: `text &lt;url&gt;`__; as written it is italic text</source>
        <translation>링크는 &apos;&lt;&apos; 앞에 공백이, 닫는 역따옴표 뒤에 밑줄 문자가 있어야 합니다: `text &lt;url&gt;`__. 지금은 기울임꼴 텍스트입니다</translation>
    </message>
    <message>
        <source>A link is missing its opening backquote: write `text &lt;url&gt;`__</source>
        <translation>링크에 여는 역따옴표가 없습니다. `text &lt;url&gt;`__로 쓰세요</translation>
    </message>
    <message>
        <source>This `` starts no inline literal because a space or a line end follows it; docutils shows the backquotes as text</source>
        <translation>이 ``는 뒤에 공백이나 줄 끝이 와서 인라인 리터럴을 시작하지 않습니다. docutils는 역따옴표를 텍스트로 보여 줍니다</translation>
    </message>
    <message>
        <source>This `` opens or closes no inline literal; docutils shows the backquotes as text</source>
        <translation>이 ``는 인라인 리터럴을 열거나 닫지 않습니다. docutils는 역따옴표를 텍스트로 보여 줍니다</translation>
    </message>
    <message>
        <source>A directive starts with two dots, not three; as written it is a paragraph</source>
        <translation>지시자는 점 세 개가 아니라 두 개로 시작합니다. 지금은 문단입니다</translation>
    </message>
    <message>
        <source>A directive needs a space after &quot;..&quot;; as written it is a paragraph</source>
        <translation>지시자는 &quot;..&quot; 뒤에 공백이 있어야 합니다. 지금은 문단입니다</translation>
    </message>
    <message>
        <source>This line is indented less than the code above it but more than the text before the block, so it is still part of the literal block; align it with the text to end the block</source>
        <translation>이 줄은 위 코드보다 덜, 블록 앞 텍스트보다 더 들여 써서 아직 리터럴 블록의 일부입니다. 블록을 끝내려면 텍스트와 들여쓰기를 맞추세요</translation>
    </message>
    <message>
        <source>A line ending in a hyphen is joined to the next with a space (&quot;long- lived&quot;); move the whole word to one line</source>
        <translation>하이픈으로 끝나는 줄은 다음 줄과 공백으로 이어집니다 (&quot;long- lived&quot;). 단어 전체를 한 줄에 두세요</translation>
    </message>
    <message>
        <source>literal, emphasis, interpreted text or link never closed</source>
        <translation>닫히지 않은 리터럴, 강조, 해석된 텍스트, 링크</translation>
    </message>
    <message>
        <source>title under/overline shorter than the title&apos;s display width</source>
        <translation>제목의 표시 폭보다 짧은 밑줄/윗줄</translation>
    </message>
    <message>
        <source>malformed link: `text &lt;url&gt;__`, `text&lt;url&gt;`_, missing underscore</source>
        <translation>잘못된 링크: `text &lt;url&gt;__`, `text&lt;url&gt;`_, 빠진 밑줄 문자</translation>
    </message>
    <message>
        <source>a link to a target nothing defines (docutils: Unknown target name)</source>
        <translation>아무것도 정의하지 않은 타깃으로 가는 링크 (docutils: Unknown target name)</translation>
    </message>
    <message>
        <source>a translated directive name (.. 노트::)</source>
        <translation>번역해 버린 지시자 이름 (.. 노트::)</translation>
    </message>
    <message>
        <source>`x` in the default role (italics), usually meant as ``x``</source>
        <translation>기본 역할(기울임꼴)의 `x`, 대개 ``x``를 뜻함</translation>
    </message>
    <message>
        <source>malformed role: :r:``x``, :r:`x``, r:`x`, :r:x, :r:`x`_, !~</source>
        <translation>잘못된 역할(role): :r:``x``, :r:`x``, r:`x`, :r:x, :r:`x`_, !~</translation>
    </message>
    <message>
        <source>`text&lt;url&gt;` without space and underscore, text &lt;url&gt;`_ without opening backquote</source>
        <translation>공백과 밑줄 문자가 없는 `text&lt;url&gt;`, 여는 역따옴표가 없는 text &lt;url&gt;`_</translation>
    </message>
    <message>
        <source>a `` that opens or closes no inline literal (`` x``)</source>
        <translation>인라인 리터럴을 열거나 닫지 않는 `` (`` x``)</translation>
    </message>
    <message>
        <source>... note:: or ..note::, read as a paragraph</source>
        <translation>문단으로 읽히는 ... note::나 ..note::</translation>
    </message>
    <message>
        <source>a half-dedented &quot;Text::&quot; line left inside a literal block</source>
        <translation>리터럴 블록 안에 남은, 반쯤 내어 쓴 &quot;Text::&quot; 줄</translation>
    </message>
    <message>
        <source>a line ending in a hyphen (&quot;long- lived&quot; once rendered)</source>
        <translation>하이픈으로 끝나는 줄 (렌더링하면 &quot;long- lived&quot;)</translation>
    </message>
    <message>
        <source>indentation docutils rejects, or a one-space indent that silently makes a definition list</source>
        <translation>docutils가 거부하는 들여쓰기, 또는 모르는 새 정의 목록을 만드는 한 칸 들여쓰기</translation>
    </message>
    <message>
        <source>other block errors docutils reports: title levels, directives, tables</source>
        <translation>docutils가 보고하는 그 밖의 블록 오류: 제목 단계, 지시자, 표</translation>
    </message>
    <message>
        <source>sphinx-gallery comment line without a space after #</source>
        <translation># 뒤에 공백이 없는 sphinx-gallery 주석 줄</translation>
    </message>
    <message>
        <source>bidirectional controls, zero-width and control characters</source>
        <translation>양방향 제어 문자, 폭이 없는 문자, 제어 문자</translation>
    </message>
    <message>
        <source>trailing whitespace</source>
        <translation>줄 끝 공백</translation>
    </message>
    <message>
        <source>fewer literals, links or emphasis than the source segment</source>
        <translation>원문 구역보다 적은 리터럴, 링크, 강조</translation>
    </message>
    <message>
        <source>title level or directive differs from the source</source>
        <translation>원문과 다른 제목 단계나 지시자</translation>
    </message>
    <message>
        <source>code block changed other than in comments</source>
        <translation>주석 말고도 바뀐 코드 블록</translation>
    </message>
    <message>
        <source>inline literals or role targets missing or altered</source>
        <translation>빠지거나 바뀐 인라인 리터럴, 역할의 대상</translation>
    </message>
    <message>
        <source>URLs or link targets missing or altered</source>
        <translation>빠지거나 바뀐 URL, 링크 대상</translation>
    </message>
    <message>
        <source>numbers in the source absent from the translation</source>
        <translation>번역본에 없는 원문의 숫자</translation>
    </message>
    <message>
        <source>English prose left in a draft segment</source>
        <translation>번역본 구역에 남은 영어 문장</translation>
    </message>
    <message>
        <source>a wrong variant of a glossary term, or its English left in Korean prose</source>
        <translation>용어집 용어의 틀린 표기, 또는 한국어 문장에 남은 영어</translation>
    </message>
    <message>
        <source>a source term whose agreed translation the draft segment lacks</source>
        <translation>번역본 구역에 합의된 번역이 없는 원문 용어</translation>
    </message>
    <message>
        <source>a term to keep in English was translated (Tensor -&gt; 텐서)</source>
        <translation>영어로 두어야 할 용어를 번역함 (Tensor -&gt; 텐서)</translation>
    </message>
    <message>
        <source>one term written two ways in one document</source>
        <translation>한 문서 안에서 두 가지로 쓴 용어</translation>
    </message>
    <message>
        <source>an English word in neither the source, the glossary nor the dictionary (work들 for workers)</source>
        <translation>원문에도, 용어집에도, 사전에도 없는 영어 단어 (workers 대신 work들)</translation>
    </message>
    <message>
        <source>a Korean word not in the Korean Hunspell dictionary</source>
        <translation>한국어 Hunspell 사전에 없는 한국어 단어</translation>
    </message>
    <message>
        <source>a particle that does not agree with how the word before it is read (Tensor을 -&gt; Tensor를)</source>
        <translation>앞 단어를 읽는 소리와 맞지 않는 조사 (Tensor을 -&gt; Tensor를)</translation>
    </message>
    <message>
        <source>style rules: needless 우리는, translationese, spacing (glossary/style-ko.yaml)</source>
        <translation>문체 규칙: 불필요한 우리는, 번역투, 띄어쓰기 (glossary/style-ko.yaml)</translation>
    </message>
    <message>
        <source>a sentence ending that breaks the document&apos;s 합니다체 or 한다체</source>
        <translation>문서의 합니다체나 한다체에서 벗어난 문장 끝</translation>
    </message>
    <message>
        <source>source text with no counterpart in the draft</source>
        <translation>번역본에 대응하는 부분이 없는 원문 텍스트</translation>
    </message>
    <message>
        <source>draft text with no counterpart in the source</source>
        <translation>원문에 대응하는 부분이 없는 번역본 텍스트</translation>
    </message>
    <message>
        <source>one link name defined twice (docutils: duplicate explicit target name)</source>
        <translation>두 번 정의된 링크 이름 (docutils: duplicate explicit target name)</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is defined twice, also on line %2 (docutils: duplicate explicit target name); make the link anonymous with two underscores</source>
        <translation>이름 &quot;%1&quot;이(가) %2행에도 있어 두 번 정의되었습니다 (docutils: duplicate explicit target name). 밑줄 문자 두 개로 링크를 익명 링크로 만드세요</translation>
    </message>
    <message>
        <source>Another link or target named &quot;%1&quot; (line %2) points elsewhere (duplicate explicit target name: links to it break); make this link anonymous with two underscores</source>
        <translation>&quot;%1&quot;(이)라는 다른 링크나 타깃(%2행)이 다른 곳을 가리킵니다 (명시적 타깃 이름 중복: 이 이름으로 가는 링크가 깨집니다). 밑줄 문자 두 개로 이 링크를 익명 링크로 만드세요</translation>
    </message>
    <message>
        <source>Title underline is %1 columns but the title is %2; lengthen it</source>
        <translation>제목 밑줄은 %1칸인데 제목은 %2칸입니다. 밑줄을 늘리세요</translation>
    </message>
    <message>
        <source>(docutils also reports the end of the indented block, line %1)</source>
        <translation>(docutils는 들여 쓴 블록의 끝도 %1번 줄에 보고합니다)</translation>
    </message>
    <message>
        <source>breaks docutils does not report: list or directive glued to a paragraph, title left in a gallery code comment, deleted or detached underline, link without &apos;&gt;&apos;, tab indent</source>
        <translation>docutils가 보고하지 않는 깨짐: 문단에 붙은 목록이나 지시어, gallery 코드 주석에 남은 제목, 지워지거나 떨어진 밑줄, &apos;&gt;&apos;가 빠진 링크, 탭 들여쓰기</translation>
    </message>
    <message>
        <source>header conventions: author label translated, a translator line written as a link, no English title left (style file `credit`)</source>
        <translation>머리말 관례: 저자 표시 번역, 링크로 쓴 번역자 줄, 남은 영어 제목 없음 (스타일 파일 `credit`)</translation>
    </message>
    <message>
        <source>The author label is written &quot;%1&quot; in translations</source>
        <translation>번역에서는 저자 표시를 &quot;%1&quot;(으)로 씁니다</translation>
    </message>
    <message>
        <source>The source&apos;s author line is missing above the translator&apos;s</source>
        <translation>번역자 줄 위에 원문의 저자 줄이 없습니다</translation>
    </message>
    <message>
        <source>Add the translator&apos;s line under the author&apos;s: %1</source>
        <translation>저자 줄 아래에 번역자 줄을 추가하세요: %1</translation>
    </message>
    <message>
        <source>Write the translator&apos;s name as a link: `이름 &lt;https://github.com/...&gt;`_</source>
        <translation>번역자 이름은 링크로 쓰세요: `이름 &lt;https://github.com/...&gt;`_</translation>
    </message>
    <message>
        <source>The author and translator labels look swapped: the source&apos;s author is credited as translator here</source>
        <translation>저자와 번역자 표시가 바뀐 것 같습니다: 원문의 저자가 여기서는 번역자로 적혀 있습니다</translation>
    </message>
    <message>
        <source>The English title is left above the Korean title; remove it</source>
        <translation>한국어 제목 위에 영어 제목이 남아 있습니다. 지우세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after 모든/여러 needs no plural 들: write &apos;%2&apos;</source>
        <translation>모든/여러 뒤의 &apos;%1&apos;에는 복수 &apos;들&apos;이 필요 없습니다: &apos;%2&apos;(으)로 쓰세요</translation>
    </message>
    <message>
        <source>Korean in this code block outside comments: program output stays in English, and prose indented into the block belongs outside it</source>
        <translation>코드 블록의 주석 밖에 한국어가 있습니다: 프로그램 출력은 영어로 두고, 블록 안으로 들여 쓰인 본문은 블록 밖으로 빼세요</translation>
    </message>
    <message>
        <source>The source says %1 %2, the translation %1 %3: the unit changed</source>
        <translation>원문은 %1 %2, 번역은 %1 %3입니다: 단위가 바뀌었습니다</translation>
    </message>
    <message>
        <source>Trailing whitespace on %1 lines of this file (the first is here)</source>
        <translation>이 파일의 %1개 줄 끝에 공백이 있습니다 (첫 번째가 여기)</translation>
    </message>
    <message>
        <source>This list is glued to the paragraph above, so it renders as part of the paragraph; put a blank line before it</source>
        <translation>이 목록이 위 문단에 붙어 있어 문단의 일부로 표시됩니다. 앞에 빈 줄을 넣으세요</translation>
    </message>
    <message>
        <source>This directive is glued to the paragraph above, so it renders as text; put a blank line before it</source>
        <translation>이 지시어가 위 문단에 붙어 있어 글자로 표시됩니다. 앞에 빈 줄을 넣으세요</translation>
    </message>
    <message>
        <source>The link&apos;s closing &apos;&gt;&apos; is missing, so the URL becomes part of its name</source>
        <translation>링크의 닫는 &apos;&gt;&apos;가 없어 URL이 링크 이름의 일부가 됩니다</translation>
    </message>
    <message>
        <source>A blank line separates this underline from its title, so the title renders as a paragraph and the underline as a line; remove the blank line</source>
        <translation>빈 줄이 제목과 밑줄을 떼어 놓아 제목은 문단으로, 밑줄은 가로줄로 표시됩니다. 빈 줄을 지우세요</translation>
    </message>
    <message>
        <source>This title is in a code cell&apos;s comment, not in RST: a blank line after the ##### separator above ends the text block; remove it</source>
        <translation>이 제목은 RST가 아니라 코드 셀의 주석에 있습니다: 위 ##### 구분선 다음의 빈 줄이 텍스트 블록을 끝냅니다. 빈 줄을 지우세요</translation>
    </message>
    <message>
        <source>A tab indents this line; docutils counts it as 8 spaces, which changes the structure; indent with spaces</source>
        <translation>이 줄은 탭으로 들여 썼습니다. docutils는 탭을 공백 8칸으로 세어 구조가 바뀝니다. 공백으로 들여 쓰세요</translation>
    </message>
    <message>
        <source>A tab indents this line and %1 others; docutils counts a tab as 8 spaces, which changes the structure; indent with spaces</source>
        <translation>이 줄과 다른 %1개 줄은 탭으로 들여 썼습니다. docutils는 탭을 공백 8칸으로 세어 구조가 바뀝니다. 공백으로 들여 쓰세요</translation>
    </message>
    <message>
        <source>The source has a title here; its underline is missing, so it renders as a paragraph</source>
        <translation>원문에서는 여기가 제목입니다. 밑줄이 없어 문단으로 표시됩니다</translation>
    </message>
    <message>
        <source>ends in a vowel</source>
        <translation>모음으로 끝납니다</translation>
    </message>
    <message>
        <source>ends in ㄹ</source>
        <translation>ㄹ로 끝납니다</translation>
    </message>
    <message>
        <source>ends in a consonant (받침)</source>
        <translation>받침으로 끝납니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2 when read in Korean: write %3, not %4</source>
        <translation>&quot;%1&quot;은(는) 한국어로 읽으면 %2: %4 → %3</translation>
    </message>
    <message>
        <source>a pair too large to align exactly (over ~2,000 units a side) was aligned around its shared code blocks</source>
        <translation>정확히 정렬하기에 너무 큰 쌍(한쪽이 약 2,000단위 초과)을 양쪽에 같은 코드 블록을 기준으로 정렬함</translation>
    </message>
    <message>
        <source>This pair is very large (%1 source and %2 draft units): it was aligned approximately, around the code blocks both sides share, so text far from them may be paired wrongly</source>
        <translation>이 쌍은 매우 큽니다(원문 %1개, 번역본 %2개 단위). 양쪽에 같은 코드 블록을 기준으로 근사 정렬했으므로 코드 블록에서 먼 텍스트는 짝이 잘못 맞춰졌을 수 있습니다</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>This pair is very large (over %1 Mi characters together): to lint it in seconds, only its reStructuredText was checked; it was not aligned with the source and these checks were skipped: %2</source>
        <translation>이 쌍은 매우 큽니다(합쳐서 %1Mi 글자 초과). 검사를 몇 초 안에 끝내기 위해 reStructuredText만 검사했습니다. 원문과 정렬하지 않았으며 다음 검사를 건너뛰었습니다: %2</translation>
    </message>
    <message>
        <source>This file is very large (over %1 Mi characters): to lint it in seconds, only its reStructuredText was checked; these checks were skipped: %2</source>
        <translation>이 파일은 매우 큽니다(%1Mi 글자 초과). 검사를 몇 초 안에 끝내기 위해 reStructuredText만 검사했으며 다음 검사를 건너뛰었습니다: %2</translation>
    </message>
    <message>
        <source>a file or pair over 4 Mi characters was linted for its reStructuredText only (no alignment, no pair, glossary or language checks)</source>
        <translation>4Mi 글자가 넘는 파일이나 쌍은 reStructuredText만 검사함(정렬, 쌍·용어집·언어 검사 없음)</translation>
    </message>
    <message>
        <source>an empty line without # that ends a sphinx-gallery text cell mid-text: the rest shows as a code comment</source>
        <translation>sphinx-gallery 텍스트 셀을 중간에 끝내는 # 없는 빈 줄: 나머지가 코드 주석으로 보임</translation>
    </message>
    <message>
        <source>the source&apos;s English left above or beside the Korean that translates it</source>
        <translation>원문 영어를 그 번역 위나 옆에 남겨 둠</translation>
    </message>
    <message>
        <source>This empty line ends the text cell: the paragraph below is shown as a code comment. Write &quot;#&quot; to keep it in the text</source>
        <translation>이 빈 줄이 텍스트 셀을 끝냅니다: 아래 문단은 코드 주석으로 보입니다. 텍스트에 두려면 &quot;#&quot;을 쓰세요</translation>
    </message>
    <message>
        <source>The source&apos;s English is kept next to its translation</source>
        <translation>원문 영어가 번역 옆에 남아 있습니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; looks like a slip for &quot;%2&quot;</source>
        <translation>&quot;%1&quot;은(는) &quot;%2&quot;의 오타로 보입니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; looks like a typo for &quot;%2&quot;</source>
        <translation>&quot;%1&quot;은(는) &quot;%2&quot;의 오타로 보입니다</translation>
    </message>
    <message>
        <source>a Python comment left in the source&apos;s English where the draft&apos;s other comments are translated</source>
        <translation>초안의 다른 주석은 번역했는데 원문 영어로 남은 Python 주석</translation>
    </message>
    <message>
        <source>This code comment is still in English, while the other comments are translated</source>
        <translation>다른 주석은 번역했는데 이 코드 주석은 아직 영어입니다</translation>
    </message>
    <message>
        <source>The source says %1 here, the translation %2</source>
        <translation>원문은 여기서 %1, 번역은 %2입니다</translation>
    </message>
    <message>
        <source>This translation is %1% as long as this document&apos;s others and has fewer sentences than the source (%2 for %3): a sentence may be missing</source>
        <translation>이 번역의 길이는 이 문서의 다른 번역 대비 %1%이고 문장 수도 원문보다 적습니다(원문 %3개, 번역 %2개): 빠진 문장이 있을 수 있습니다</translation>
    </message>
    <message>
        <source>inline markup glued to a letter (``x``를): not markup; fix: a space or \ </source>
        <translation>글자에 붙은 인라인 마크업(``x``를): 마크업이 아님; 수정: 공백 또는 \ </translation>
    </message>
    <message>
        <source>a space</source>
        <translation>공백</translation>
    </message>
    <message>
        <source>an escaped space, not shown in the page</source>
        <translation>이스케이프한 공백, 페이지에 보이지 않음</translation>
    </message>
    <message>
        <source>%1 followed directly by &apos;%2&apos; is not markup in RST; insert a space before &apos;%2&apos;</source>
        <translation>%1 바로 뒤에 &apos;%2&apos;이(가) 붙으면 RST에서 마크업이 아닙니다. &apos;%2&apos; 앞에 공백을 넣으세요</translation>
    </message>
    <message>
        <source>%1 preceded directly by &apos;%2&apos; is not markup in RST; insert a space after &apos;%2&apos;</source>
        <translation>%1 바로 앞에 &apos;%2&apos;이(가) 붙으면 RST에서 마크업이 아닙니다. &apos;%2&apos; 뒤에 공백을 넣으세요</translation>
    </message>
    <message>
        <source>a Korean word the dictionary lacks, one letter (jamo) from a word the draft or the checkout writes elsewhere (떄문에 -&gt; 때문에)</source>
        <translation>사전에 없는 한국어 단어로, 초안이나 체크아웃의 다른 곳에 쓴 단어와 자모 하나만 다름 (떄문에 -&gt; 때문에)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is rendered %2 in %3 other places of this document and %4 here; use one</source>
        <translation>&quot;%1&quot;을(를) 이 문서의 다른 %3곳에서는 %2(으)로, 여기서는 %4(으)로 옮겼습니다. 하나로 맞추세요</translation>
    </message>
    <message>
        <source>This translation keeps the source&apos;s links and literals but none of its words: the text around them is missing</source>
        <translation>이 번역에는 원문의 링크와 리터럴만 남고 원문의 말은 없습니다: 그 둘레의 글이 빠졌습니다</translation>
    </message>
    <message>
        <source>The source&apos;s sentence &quot;%1&quot; may be missing: none of its words (%2) is rendered in this translation, which has fewer sentences (%3 for %4)</source>
        <translation>원문의 문장 &quot;%1&quot;이(가) 빠졌을 수 있습니다: 이 번역에는 그 문장의 단어(%2)를 옮긴 말이 하나도 없고, 문장 수도 적습니다(%4개 중 %3개)</translation>
    </message>
    <message>
        <source>The source&apos;s sentence &quot;%1&quot; may be missing: the sentences around it are translated next to each other, and none of its words (%2) is rendered there</source>
        <translation>원문의 문장 &quot;%1&quot;이(가) 빠졌을 수 있습니다: 앞뒤 문장의 번역이 바로 이어져 있고, 그 사이에 이 문장의 단어(%2)를 옮긴 말이 없습니다</translation>
    </message>
    <message>
        <source>The source&apos;s sentence &quot;%1&quot; may be missing: it leads into what follows, and no sentence of this translation does</source>
        <translation>원문의 문장 &quot;%1&quot;이(가) 빠졌을 수 있습니다: 뒤에 오는 내용으로 이어 주는 문장인데, 번역에는 이어 주는 문장이 없습니다</translation>
    </message>
    <message>
        <source>Part of a source sentence, &quot;%1&quot;, may be missing: its words (%2) are not rendered in this translation, and the rest of the sentence is translated short</source>
        <translation>원문 문장의 일부 &quot;%1&quot;이(가) 빠졌을 수 있습니다: 그 단어(%2)를 옮긴 말이 번역에 없고, 문장의 나머지는 짧게 옮겨졌습니다</translation>
    </message>
    <message>
        <source>:term:/:dfn: without the original beside the Korean (:term:`… &lt;asynchronous iterator&gt;`; python-docs-ko&apos;s rule, on for .po catalogues)</source>
        <translation>한국어 옆에 원어를 함께 쓰지 않은 :term:/:dfn: (:term:`… &lt;asynchronous iterator&gt;`; python-docs-ko 규칙, .po 카탈로그에서 켜짐)</translation>
    </message>
    <message>
        <source>a :ref: target changed or lost (python-docs-ko&apos;s rule, on for .po catalogues)</source>
        <translation>바뀌거나 빠진 :ref: 대상 (python-docs-ko 규칙, .po 카탈로그에서 켜짐)</translation>
    </message>
    <message>
        <source>:%1:`%2` keeps only the original; write the Korean beside it: %3</source>
        <translation>:%1:`%2`에 원어만 있습니다. 한국어를 함께 쓰십시오: %3</translation>
    </message>
    <message>
        <source>the source&apos;s :%1:`%2` is not in the translation; write %3</source>
        <translation>원문의 :%1:`%2`이(가) 번역에 없습니다. %3 꼴로 쓰십시오</translation>
    </message>
    <message>
        <source>the target of :%1: changed: the source has %2; translate the text, keep the target (:%1:`… &lt;%2&gt;`)</source>
        <translation>:%1: 대상이 바뀌었습니다. 원문은 %2입니다. 글은 번역하고 대상은 그대로 두십시오(:%1:`… &lt;%2&gt;`)</translation>
    </message>
    <message>
        <source>the source&apos;s :%1:`%2` is not in the translation</source>
        <translation>원문의 :%1:`%2`이(가) 번역에 없습니다</translation>
    </message>
</context>
<context>
    <name>tandem::po::Catalog</name>
    <message>
        <source>not UTF-8: Tandem reads catalogues in UTF-8 only</source>
        <translation>UTF-8이 아닙니다: Tandem은 UTF-8 카탈로그만 읽습니다</translation>
    </message>
    <message>
        <source>a string without its closing quote</source>
        <translation>닫는 따옴표가 없는 문자열</translation>
    </message>
    <message>
        <source>a string that follows no keyword</source>
        <translation>키워드 뒤에 오지 않은 문자열</translation>
    </message>
    <message>
        <source>neither a comment, a keyword nor a string</source>
        <translation>주석도 키워드도 문자열도 아닙니다</translation>
    </message>
    <message>
        <source>a previous msgstr (#|) is not allowed</source>
        <translation>이전 msgstr(#|)은 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>a msgstr without its msgid</source>
        <translation>msgid가 없는 msgstr</translation>
    </message>
    <message>
        <source>msgstr[%1] out of order</source>
        <translation>msgstr[%1]의 순서가 맞지 않습니다</translation>
    </message>
    <message>
        <source>a keyword without a well-formed string</source>
        <translation>올바른 문자열이 없는 키워드</translation>
    </message>
    <message>
        <source>a keyword given twice in one entry</source>
        <translation>한 항목에 두 번 나온 키워드</translation>
    </message>
</context>
</TS>
