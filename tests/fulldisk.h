// SPDX-License-Identifier: GPL-3.0-or-later
// Two ways for a test to make writes stop short, as on a full disk.
#pragma once

#include <QDir>
#include <QString>
#include <QTemporaryDir>

#include <csignal>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

namespace tandem::testing {

// A real tmpfs of `bytes` mounted on a temporary folder, where the test may mount one (as root,
// without a sandbox forbidding it). isMounted() is false otherwise; the caller then skips or
// falls back to FileSizeLimit.
class SmallFileSystem
{
public:
    explicit SmallFileSystem(qint64 bytes)
    {
        if (!m_dir.isValid() || geteuid() != 0) return;
        const QByteArray options = "size=" + QByteArray::number(bytes);
        m_mounted = ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0,
                            options.constData()) == 0;
    }
    ~SmallFileSystem()
    {
        if (m_mounted) ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    SmallFileSystem(const SmallFileSystem &) = delete;
    SmallFileSystem &operator=(const SmallFileSystem &) = delete;

    bool isMounted() const { return m_mounted; }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

// Caps the size of any file this process writes (RLIMIT_FSIZE) while it lives: write(2) then
// stores what fits and returns the short count, exactly what a full disk does (the next write
// fails with EFBIG instead of ENOSPC). Works without privileges. SIGXFSZ is ignored meanwhile,
// or the kernel would kill the test.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        m_valid = getrlimit(RLIMIT_FSIZE, &m_old) == 0;
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_valid = m_valid && setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        if (m_valid) setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

    bool isValid() const { return m_valid; }

private:
    rlimit m_old{};
    bool m_valid = false;
    void (*m_oldHandler)(int) = nullptr;
};

} // namespace tandem::testing
