// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in for an external checker's HTTP endpoint or a local model's chat completions
// server: a QTcpServer on 127.0.0.1 (port 0: whatever is free) that answers each POST with what
// its responder makes of the body, or misbehaves as told (answers late, never, or without end).
// It runs in the caller's thread: Tandem's calls spin a local event loop, which serves it too.
// tests/tst_externalchecks.cpp and bench/eval_secondreader.cpp use it; nothing leaves the machine.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <functional>

namespace tandem::testing {

class LoopbackStandIn : public QObject
{
public:
    enum class Mode
    {
        Answer, // the responder's answer at once
        Slow,   // the answer after `delayMs`
        Hang,   // read the request, never answer
        Huge,   // an answer of `hugeBytes` bytes
    };
    using Responder = std::function<QByteArray(const QByteArray &body)>;

    explicit LoopbackStandIn(Responder responder) : m_responder(std::move(responder))
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                QObject::connect(socket, &QTcpSocket::readyRead, this,
                                 [this, socket] { read(socket); });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    quint16 port() const { return m_server.serverPort(); }
    QString url(const QString &path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(port()).arg(path);
    }

    Mode mode = Mode::Answer;
    int delayMs = 2000;
    qint64 hugeBytes = 4 << 20;
    int requests = 0;
    QList<QByteArray> bodies; // every request's body, in order

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) return;
        qsizetype length = 0;
        for (const QByteArray &line : buffer.left(headerEnd).split('\n'))
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        if (buffer.size() < headerEnd + 4 + length) return;
        const QByteArray body = buffer.mid(headerEnd + 4, length);
        m_buffers.remove(socket);
        ++requests;
        bodies.append(body);
        switch (mode) {
        case Mode::Answer:
            answer(socket, m_responder(body));
            break;
        case Mode::Slow: {
            const QByteArray reply = m_responder(body);
            QPointer<QTcpSocket> later(socket);
            QTimer::singleShot(delayMs, this, [this, later, reply] {
                if (later) answer(later, reply);
            });
            break;
        }
        case Mode::Hang:
            break;
        case Mode::Huge:
            answer(socket, "{\"answers\": [\"" + QByteArray(hugeBytes, 'x') + "\"]}");
            break;
        }
    }

    static void answer(QTcpSocket *socket, const QByteArray &body)
    {
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                      QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    Responder m_responder;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

// The user's message of a chat completions request: the paragraph the reader is asked about.
inline QString chatUserContent(const QByteArray &body)
{
    const QJsonArray messages = QJsonDocument::fromJson(body).object().value("messages").toArray();
    return messages.at(1).toObject().value("content").toString();
}

// A chat completions answer whose message content is `content`.
inline QByteArray chatAnswer(const QByteArray &content)
{
    QByteArray escaped = content;
    escaped.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n");
    return "{\"choices\": [{\"index\": 0, \"message\": {\"role\": \"assistant\", \"content\": \"" +
           escaped + "\"}}]}";
}

} // namespace tandem::testing
