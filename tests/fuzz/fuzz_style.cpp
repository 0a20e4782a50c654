// SPDX-License-Identifier: GPL-3.0-or-later
// Style rules (--style YAML) on arbitrary text, then the rules that loaded run over a fixed
// Korean sentence.
#include "fuzzinput.h"
#include "stylerules.h"

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    QStringList errors;
    const StyleRules rules = StyleRules::fromYaml(QString::fromUtf8(fuzz::bytesOf(data, size)),
                                                  QStringLiteral("fuzz.yaml"), &errors);
    (void)rules.find(u"이 함수는 텐서를 반환한다. 그리고 우리는 그것을 사용 할 수 있습니다.");
    return 0;
}
