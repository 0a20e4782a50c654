// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace tandem {

// The frame every cache file of Tandem's has: an 8-byte magic naming its kind, the format
// version (4 bytes, big-endian), the payload's length (8 bytes) and SHA-256 (32 bytes), then the
// payload. A file that is truncated, has a bit flipped, was written by another version or is not
// ours fails one of these and is ignored: a cache only costs time, so it is rebuilt from what
// it caches and written anew.
struct CacheFormat
{
    QByteArrayView magic; // exactly 8 bytes
    quint32 version;
};

QByteArray framedCache(const CacheFormat &format, const QByteArray &payload);
// The payload of `bytes` when they pass every check of `format`, else empty.
QByteArray checkedCachePayload(const CacheFormat &format, const QByteArray &bytes);

// Where the cache of `identity` (a checkout's root, a checker's name) lives: in `folder`, or
// when it is empty in the user's cache folder's `kind` subfolder, named by the identity's SHA-1
// with `suffix`. Empty when `folder` is "-" (no cache: tests compare both).
QString cacheFilePath(const QString &folder, const QString &kind, const QString &identity,
                      const QString &suffix);

// Reads a cache file through the regular-file gate (a FIFO or a link to /dev/zero in its place
// is not read), at most `maxBytes`; empty when missing, unreadable or too large.
QByteArray readCacheFile(const QString &path, qint64 maxBytes);

// Writes a cache file atomically, creating its folder. Whatever is at `path` that is not a plain
// file (a link, a FIFO) is removed first: QSaveFile writes through a symlink to its target, and
// a cache path linked to /dev/zero would, as root, have /dev/zero replaced.
bool writeCacheFile(const QString &path, const QByteArray &bytes);

} // namespace tandem
