#include "yaml/yamlpack.h"

#include <QtEndian>

#include <cstring>
#include <new>
#include <string>
#include <unordered_map>
#include <vector>

namespace Atlas {

namespace {

constexpr char Magic[] = "ATYTREE1";
constexpr qsizetype MagicSize = 8;
constexpr qsizetype HeaderWords = 4; // nodes, child references, string bytes, root
constexpr qsizetype NodeWords = 7;   // kind, line, column, offset, length, first child, children
constexpr quint32 QuotedFlag = 0x100;

class Packer
{
public:
    QByteArray pack(const YamlNodeData *root)
    {
        const quint32 rootIndex = add(root);
        QByteArray out(Magic, MagicSize);
        const auto word = [&out](quint32 w) {
            const quint32 le = qToLittleEndian(w);
            out.append(reinterpret_cast<const char *>(&le), sizeof le);
        };
        word(quint32(m_nodes.size() / NodeWords));
        word(quint32(m_children.size()));
        word(quint32(m_strings.size()));
        word(rootIndex);
        for (const quint32 w : m_nodes)
            word(w);
        for (const quint32 w : m_children)
            word(w);
        out.append(m_strings);
        return out;
    }

private:
    // Post-order: a node's children are written before it. A node reached again through an
    // alias keeps its first index, so aliases stay shared.
    quint32 add(const YamlNodeData *node)
    {
        if (const auto it = m_index.find(node); it != m_index.end())
            return it->second;
        std::vector<quint32> children;
        children.reserve(size_t(node->childCount));
        for (int i = 0; i < node->childCount; ++i)
            children.push_back(add(node->children[i]));
        const quint32 firstChild = quint32(m_children.size());
        m_children.insert(m_children.end(), children.begin(), children.end());
        // Keys repeat ("id", "name" in every entry): each distinct scalar is stored once.
        const auto [text, added] = m_offsets.emplace(std::string(node->scalar),
                                                     quint32(m_strings.size()));
        if (added) {
            m_strings.append(node->scalar.data(), qsizetype(node->scalar.size()));
            m_strings.append('\0');
        }
        const quint32 offset = text->second;
        m_nodes.insert(m_nodes.end(),
                       {quint32(node->kind) | (node->quoted ? QuotedFlag : 0),
                        quint32(node->mark.line),
                        quint32(node->mark.column),
                        offset,
                        quint32(node->scalar.size()),
                        firstChild,
                        quint32(node->childCount)});
        const quint32 index = quint32(m_nodes.size() / NodeWords - 1);
        m_index.emplace(node, index);
        return index;
    }

    std::vector<quint32> m_nodes;
    std::vector<quint32> m_children;
    QByteArray m_strings;
    std::unordered_map<const YamlNodeData *, quint32> m_index;
    std::unordered_map<std::string, quint32> m_offsets;
};

} // namespace

// Reads what Packer wrote into a document's arena, checking every count and index first.
class YamlUnpacker
{
public:
    static YamlDocument unpack(QByteArrayView packed, PackedBytes bytes)
    {
        if (packed.size() < MagicSize + HeaderWords * 4
            || std::memcmp(packed.data(), Magic, MagicSize) != 0)
            return {};
        const auto word = [&packed](qsizetype i) {
            return qFromLittleEndian<quint32>(packed.data() + MagicSize + 4 * i);
        };
        const qsizetype nodes = word(0), references = word(1), stringBytes = word(2);
        const qsizetype words = HeaderWords + nodes * NodeWords + references;
        if (nodes == 0 || word(3) >= nodes || packed.size() != MagicSize + 4 * words + stringBytes)
            return {};
        YamlDocument document;
        document.m_arena = std::make_unique<std::pmr::monotonic_buffer_resource>();
        const char *strings = packed.data() + MagicSize + 4 * words;
        if (bytes == PackedBytes::Transient) {
            auto *copy = static_cast<char *>(document.m_arena->allocate(size_t(stringBytes), 1));
            strings = static_cast<const char *>(std::memcpy(copy, strings, size_t(stringBytes)));
        }
        auto *data = static_cast<YamlNodeData *>(
            document.m_arena->allocate(size_t(nodes) * sizeof(YamlNodeData), alignof(YamlNodeData)));
        auto *children = static_cast<const YamlNodeData **>(
            document.m_arena->allocate(size_t(std::max<qsizetype>(references, 1)) * sizeof(void *),
                                       alignof(void *)));
        for (qsizetype r = 0; r < references; ++r) {
            const qsizetype child = word(HeaderWords + nodes * NodeWords + r);
            if (child >= nodes)
                return {};
            children[r] = data + child;
        }
        for (qsizetype n = 0; n < nodes; ++n) {
            const auto field = [&](int f) { return word(HeaderWords + n * NodeWords + f); };
            const quint32 kind = field(0) & ~QuotedFlag;
            const qsizetype offset = field(3), length = field(4), first = field(5),
                            count = field(6);
            const bool collection = kind == quint32(YamlKind::Sequence)
                                    || kind == quint32(YamlKind::Mapping);
            if (kind > quint32(YamlKind::Mapping) || offset + length >= stringBytes
                || strings[offset + length] != '\0' || first + count > references
                || (!collection && count != 0)
                || (kind == quint32(YamlKind::Mapping) && count % 2 != 0))
                return {};
            YamlNodeData &node = *new (data + n) YamlNodeData;
            node.kind = YamlKind(kind);
            node.quoted = (field(0) & QuotedFlag) != 0;
            node.mark = {int(field(1)), int(field(2))};
            node.scalar = std::string_view(strings + offset, size_t(length));
            node.children = children + first;
            node.childCount = int(count);
            // Children come first: an index not below the parent's would allow a cycle.
            for (qsizetype c = first; c < first + count; ++c) {
                if (children[c] >= data + n)
                    return {};
                node.height = std::max(node.height, children[c]->height);
            }
            node.height += collection ? 1 : 0;
        }
        document.m_root = data + word(3);
        return document;
    }
};

QByteArray packYaml(const YamlDocument &document)
{
    const YamlNode root = document.root();
    return root.isDefined() ? Packer().pack(document.m_root) : QByteArray();
}

YamlDocument unpackYaml(QByteArrayView packed, PackedBytes bytes)
{
    return YamlUnpacker::unpack(packed, bytes);
}

} // namespace Atlas
