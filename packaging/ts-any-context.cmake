# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DIN=x.ts -DOUT=y.ts -P ts-any-context.cmake: copies a .ts and appends every context
# once more under the name "@any" (see translations.cmake).
file(READ ${IN} ts)
string(FIND "${ts}" "<context>" first)
string(FIND "${ts}" "</context>" last REVERSE)
string(FIND "${ts}" "</TS>" end REVERSE)
if(first EQUAL -1 OR last EQUAL -1 OR end EQUAL -1)
    file(WRITE ${OUT} "${ts}")
    return()
endif()
math(EXPR length "${last} + 10 - ${first}")
string(SUBSTRING "${ts}" ${first} ${length} contexts)
string(REGEX REPLACE "<name>[^<]*</name>" "<name>@any</name>" any "${contexts}")
string(SUBSTRING "${ts}" 0 ${end} head)
file(WRITE ${OUT} "${head}${any}\n</TS>\n")
