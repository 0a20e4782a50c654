// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkcontext.h"

namespace tandem::checks {

// The Korean Python documentation team's rules for roles (python-docs-ko's guide), as data in
// rolerulechecks.cpp: a :term: or :dfn: keeps the original beside the translation
// (:term:`비동기 이터레이터 <asynchronous iterator>`, :dfn:`컴프리헨션 (comprehension)`), and a
// :ref:'s target stays as the English wrote it (:ref:`가변 <typesseq-mutable>`). Off by default;
// `tandem lint FILE.po` turns them on.

// role-bilingual: a :term:/:dfn: of the source whose original the translation does not write
// beside its Korean.
void roleBilingual(const CheckContext &ctx, IssueSink &sink);
// role-target-kept: a :ref: target of the source the translation does not have.
void roleTargetKept(const CheckContext &ctx, IssueSink &sink);

} // namespace tandem::checks
