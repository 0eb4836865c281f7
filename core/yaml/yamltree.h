#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

// A parsed YAML document as the loaders read it: mappings, sequences and scalars with their
// positions, built from libyaml's events into one arena. libyaml is a fast non-recursive C
// parser; yaml-cpp's scanner took most of the catalog's load time. The semantics follow what
// the loaders were written against (yaml-cpp's): null, quoted and plain scalars alike.

#include "yaml/yamlbounds.h"

#include <QString>

#include <memory>
#include <memory_resource>
#include <string_view>

namespace Atlas {

// A position in the text, 0-based as libyaml counts (columns in characters); -1 when unknown.
struct YamlMark
{
    int line = -1;
    int column = -1;
};

enum class YamlKind : quint8 { Null, Scalar, Sequence, Mapping };

struct YamlNodeData
{
    YamlKind kind = YamlKind::Null;
    bool quoted = false; // a quoted or block scalar: text, never a number or a boolean
    int height = 0;      // collections on the longest path down, this one included
    YamlMark mark;
    std::string_view scalar;                       // the scalar's UTF-8 bytes
    const YamlNodeData *const *children = nullptr; // items, or key, value, key, value, …
    int childCount = 0;
};

// A handle to a node of a YamlDocument, valid while the document lives. A default-constructed
// handle is "no such node" (isDefined() is false), as for a missing key.
class YamlNode
{
public:
    YamlNode() = default;
    explicit YamlNode(const YamlNodeData *data)
        : m_data(data)
    {}

    bool isDefined() const { return m_data != nullptr; }
    // ~, null, Null, NULL or nothing at all, unquoted and untagged.
    bool isNull() const { return m_data && m_data->kind == YamlKind::Null; }
    bool isScalar() const { return m_data && m_data->kind == YamlKind::Scalar; }
    bool isSequence() const { return m_data && m_data->kind == YamlKind::Sequence; }
    bool isMap() const { return m_data && m_data->kind == YamlKind::Mapping; }
    bool isQuoted() const { return m_data && m_data->quoted; }
    std::string_view scalar() const { return isScalar() ? m_data->scalar : std::string_view(); }
    QString text() const; // the scalar as text, empty for anything else
    YamlMark mark() const { return m_data ? m_data->mark : YamlMark(); }

    // Items of a sequence, entries of a mapping, 0 for anything else.
    int size() const;
    YamlNode item(int index) const { return YamlNode(m_data->children[index]); }
    YamlNode key(int index) const { return YamlNode(m_data->children[2 * index]); }
    YamlNode value(int index) const { return YamlNode(m_data->children[2 * index + 1]); }
    // The value of the first entry with this scalar key, or no node.
    YamlNode operator[](std::string_view key) const;

    // `for (YamlNode item : node)` visits a sequence's items (nothing for other nodes).
    class Iterator
    {
    public:
        explicit Iterator(const YamlNodeData *const *p)
            : m_p(p)
        {}
        YamlNode operator*() const { return YamlNode(*m_p); }
        Iterator &operator++()
        {
            ++m_p;
            return *this;
        }
        bool operator!=(const Iterator &other) const { return m_p != other.m_p; }

    private:
        const YamlNodeData *const *m_p;
    };
    Iterator begin() const { return Iterator(isSequence() ? m_data->children : nullptr); }
    Iterator end() const
    {
        return Iterator(isSequence() ? m_data->children + m_data->childCount : nullptr);
    }

private:
    const YamlNodeData *m_data = nullptr;
};

// Owns the nodes of one parsed document. Aliases share the anchored node, as in yaml-cpp.
class YamlDocument
{
public:
    YamlDocument();
    YamlDocument(YamlDocument &&) noexcept;
    YamlDocument &operator=(YamlDocument &&) noexcept;
    ~YamlDocument();

    // No node when parsing failed; a null node for an empty file.
    YamlNode root() const { return YamlNode(m_root); }

private:
    friend class YamlTreeBuilder;
    friend class YamlUnpacker;                                // yaml/yamlpack.cpp
    friend QByteArray packYaml(const YamlDocument &document); // yaml/yamlpack.cpp
    std::unique_ptr<std::pmr::monotonic_buffer_resource> m_arena;
    const YamlNodeData *m_root = nullptr;
};

struct YamlParseError
{
    YamlMark mark;
    QString message; // complete: "not valid YAML: …" or a cap's message
};

// Parses the one document of UTF-8 `text` with the depth and alias caps of `limits` applied
// while parsing, so nothing beyond a cap is ever built. A second document is an error (yaml-cpp's
// YAML::Load read the first and dropped the rest). On failure the root is no node and `error`
// says where and why.
YamlDocument parseYaml(const QByteArray &text, const YamlLimits &limits, YamlParseError *error);

} // namespace Atlas
