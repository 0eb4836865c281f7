#include "yaml/yamltree.h"

#include "text/trtext.h"

#include <yaml.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

namespace Atlas {

QString YamlNode::text() const
{
    const std::string_view s = scalar();
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

int YamlNode::size() const
{
    if (isSequence())
        return m_data->childCount;
    if (isMap())
        return m_data->childCount / 2;
    return 0;
}

YamlNode YamlNode::operator[](std::string_view key) const
{
    for (int i = 0; i < size(); ++i) {
        if (this->key(i).isScalar() && this->key(i).scalar() == key)
            return value(i);
    }
    return {};
}

YamlDocument::YamlDocument() = default;
YamlDocument::YamlDocument(YamlDocument &&) noexcept = default;
YamlDocument &YamlDocument::operator=(YamlDocument &&) noexcept = default;
YamlDocument::~YamlDocument() = default;

namespace {

YamlMark markOf(const yaml_mark_t &mark)
{
    return {int(mark.line), int(mark.column)};
}

// The scalars yaml-cpp reads as null, when they are plain and carry no tag.
bool isNullText(std::string_view s)
{
    return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}

// libyaml's events are freed however a parse ends.
struct Parser
{
    yaml_parser_t parser;
    yaml_event_t event;
    bool hasEvent = false;

    Parser() { yaml_parser_initialize(&parser); }
    ~Parser()
    {
        if (hasEvent)
            yaml_event_delete(&event);
        yaml_parser_delete(&parser);
    }
    bool next()
    {
        if (hasEvent)
            yaml_event_delete(&event);
        hasEvent = yaml_parser_parse(&parser, &event) != 0;
        return hasEvent;
    }
};

} // namespace

// Builds the nodes of the first document from libyaml's events, without recursion: the open
// collections are a stack, and their children wait in one shared list until the collection
// ends and its children are copied into the arena.
class YamlTreeBuilder
{
public:
    YamlTreeBuilder(const YamlLimits &limits, YamlParseError *error)
        : m_limits(limits)
        , m_error(error)
    {
        m_document.m_arena = std::make_unique<std::pmr::monotonic_buffer_resource>();
    }

    YamlDocument parse(const QByteArray &text)
    {
        Parser p;
        yaml_parser_set_input_string(&p.parser,
                                     reinterpret_cast<const unsigned char *>(text.constData()),
                                     size_t(text.size()));
        const YamlNodeData *root = nullptr;
        while (true) {
            // No event also means failure: libyaml gives none after an error it kept (memory).
            if (!p.next() || p.event.type == YAML_NO_EVENT) {
                fail(markOf(p.parser.problem_mark), syntaxMessage(p.parser));
                return {};
            }
            const yaml_event_t &e = p.event;
            switch (e.type) {
            case YAML_SCALAR_EVENT:
                add(scalar(e), e.data.scalar.anchor, root);
                break;
            case YAML_ALIAS_EVENT:
                if (!alias(e, root))
                    return {};
                break;
            case YAML_SEQUENCE_START_EVENT:
            case YAML_MAPPING_START_EVENT:
                if (!open(e))
                    return {};
                break;
            case YAML_SEQUENCE_END_EVENT:
            case YAML_MAPPING_END_EVENT:
                close(root);
                break;
            case YAML_DOCUMENT_END_EVENT:
                if (!secondDocumentAbsent(p))
                    return {};
                [[fallthrough]];
            case YAML_STREAM_END_EVENT:
                // An empty stream is a null document.
                m_document.m_root = root ? root : newNode(YamlKind::Null, p.event.start_mark);
                return std::move(m_document);
            default:
                break;
            }
        }
    }

private:
    struct Open
    {
        YamlNodeData *node;
        std::string anchor; // registered when complete, so that no alias makes a cycle
        size_t firstChild;  // where its children start in m_pending
    };

    YamlNodeData *newNode(YamlKind kind, const yaml_mark_t &mark)
    {
        std::pmr::polymorphic_allocator<YamlNodeData> alloc(m_document.m_arena.get());
        YamlNodeData *node = alloc.allocate(1);
        alloc.construct(node);
        node->kind = kind;
        node->mark = markOf(mark);
        return node;
    }

    // A file holds one document: a second one (after "---" or "...") would otherwise be
    // ignored without a word, and what the user meant to change there would not apply.
    bool secondDocumentAbsent(Parser &p)
    {
        if (!p.next() || p.event.type == YAML_NO_EVENT)
            return fail(markOf(p.parser.problem_mark), syntaxMessage(p.parser));
        if (p.event.type != YAML_DOCUMENT_START_EVENT)
            return true;
        return fail(markOf(p.event.start_mark),
                    ATLAS_TR("Atlas::YamlReader",
                             "a second YAML document starts here; a file holds one document "
                             "(remove the \"---\" or \"...\" line, or split the file)")
                        .toString());
    }

    const YamlNodeData *scalar(const yaml_event_t &e)
    {
        const auto &s = e.data.scalar;
        const std::string_view value(reinterpret_cast<const char *>(s.value), s.length);
        const char *tag = reinterpret_cast<const char *>(s.tag);
        const bool plain = s.style == YAML_PLAIN_SCALAR_STYLE;
        if (plain && !tag && isNullText(value))
            return newNode(YamlKind::Null, e.start_mark);
        YamlNodeData *node = newNode(YamlKind::Scalar, e.start_mark);
        // yaml-cpp's rule: untagged non-plain scalars and those tagged "!" are strings; and so
        // are those tagged !!str ("!!str 2e8" is the text "2e8", not a number).
        node->quoted = (!plain && !tag)
                       || (tag
                           && (std::strcmp(tag, "!") == 0 || std::strcmp(tag, YAML_STR_TAG) == 0));
        char *copy = static_cast<char *>(m_document.m_arena->allocate(value.size() + 1, 1));
        std::memcpy(copy, value.data(), value.size());
        copy[value.size()] = '\0';
        node->scalar = std::string_view(copy, value.size());
        return node;
    }

    // Appends a finished node to the open collection, or makes it the root.
    void add(const YamlNodeData *node, const yaml_char_t *anchor, const YamlNodeData *&root)
    {
        if (anchor) // a later anchor of the same name replaces an earlier one
            m_anchors[reinterpret_cast<const char *>(anchor)] = node;
        if (m_open.empty())
            root = node;
        else
            m_pending.push_back(node);
    }

    bool alias(const yaml_event_t &e, const YamlNodeData *&root)
    {
        if (++m_aliases > m_limits.maxAliases)
            return fail(markOf(e.start_mark), tooManyAliases(m_limits.maxAliases));
        const auto it = m_anchors.find(reinterpret_cast<const char *>(e.data.alias.anchor));
        if (it == m_anchors.end())
            return fail(markOf(e.start_mark),
                        ATLAS_TR("Atlas::YamlReader", "not valid YAML: %1")
                            .arg(QStringLiteral("the referenced anchor is not defined"))
                            .toString());
        // The aliased collection counts as nested where it is used.
        if (int(m_open.size()) + it->second->height > m_limits.maxDepth)
            return fail(markOf(e.start_mark), nestingTooDeep(m_limits.maxDepth));
        add(it->second, nullptr, root);
        return true;
    }

    bool open(const yaml_event_t &e)
    {
        if (int(m_open.size()) + 1 > m_limits.maxDepth)
            return fail(markOf(e.start_mark), nestingTooDeep(m_limits.maxDepth));
        const bool map = e.type == YAML_MAPPING_START_EVENT;
        const yaml_char_t *anchor = map ? e.data.mapping_start.anchor
                                        : e.data.sequence_start.anchor;
        m_open.push_back(
            {newNode(map ? YamlKind::Mapping : YamlKind::Sequence, e.start_mark),
             anchor ? std::string(reinterpret_cast<const char *>(anchor)) : std::string(),
             m_pending.size()});
        return true;
    }

    void close(const YamlNodeData *&root)
    {
        Open done = std::move(m_open.back());
        m_open.pop_back();
        const size_t count = m_pending.size() - done.firstChild;
        auto children = static_cast<const YamlNodeData **>(
            m_document.m_arena->allocate(std::max<size_t>(count, 1) * sizeof(void *),
                                         alignof(void *)));
        int height = 0;
        for (size_t i = 0; i < count; ++i) {
            children[i] = m_pending[done.firstChild + i];
            height = std::max(height, children[i]->height);
        }
        m_pending.resize(done.firstChild);
        done.node->children = children;
        done.node->childCount = int(count);
        done.node->height = height + 1;
        if (!done.anchor.empty())
            m_anchors[done.anchor] = done.node;
        add(done.node, nullptr, root);
    }

    bool fail(const YamlMark &mark, const QString &message)
    {
        if (m_error)
            *m_error = {mark, message};
        return false;
    }

    static QString syntaxMessage(const yaml_parser_t &parser)
    {
        QString problem = QString::fromUtf8(parser.problem ? parser.problem : "unknown error");
        if (parser.context)
            problem += QStringLiteral(" (%1 at line %2, column %3)")
                           .arg(QString::fromUtf8(parser.context))
                           .arg(parser.context_mark.line + 1)
                           .arg(parser.context_mark.column + 1);
        return ATLAS_TR("Atlas::YamlReader", "not valid YAML: %1").arg(problem).toString();
    }

    const YamlLimits &m_limits;
    YamlParseError *m_error;
    YamlDocument m_document;
    std::vector<Open> m_open;
    std::vector<const YamlNodeData *> m_pending;
    std::unordered_map<std::string, const YamlNodeData *> m_anchors;
    int m_aliases = 0;
};

YamlDocument parseYaml(const QByteArray &text, const YamlLimits &limits, YamlParseError *error)
{
    return YamlTreeBuilder(limits, error).parse(text);
}

} // namespace Atlas
