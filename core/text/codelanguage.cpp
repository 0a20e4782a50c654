// SPDX-License-Identifier: GPL-3.0-or-later
#include "codelanguage.h"

#include <QString>

namespace tandem {

namespace {

bool among(const QString &name, std::initializer_list<const char16_t *> names)
{
    for (const char16_t *n : names)
        if (name == QStringView(n)) return true;
    return false;
}

} // namespace

CodeFamily codeFamily(QStringView language)
{
    const QString l = language.toString().toLower();
    if (among(l, {u"", u"default", u"python", u"py", u"python3", u"py3", u"pycon", u"ipython",
                  u"ipython3"}))
        return CodeFamily::Python;
    if (among(l, {u"bash", u"sh", u"shell", u"console", u"sh-session"})) return CodeFamily::Shell;
    if (among(l,
              {u"c", u"cpp", u"c++", u"cuda", u"java", u"javascript", u"js", u"typescript", u"ts",
               u"rust", u"go", u"kotlin", u"swift", u"objective-c", u"objc", u"scala", u"dart"}))
        return CodeFamily::SlashComments;
    return CodeFamily::Other;
}

} // namespace tandem
