// atlas_yamlpack IN.yaml OUT.tree: packs a YAML file of the embedded catalog for the build
// (core/yaml/yamlpack.h says why). Refuses what the program's loader would refuse: text that is
// not UTF-8, over a cap or not valid YAML, naming the place; the build then stops there.

#include "yaml/yamlpack.h"
#include "text/encoding.h"

#include <QFile>
#include <QSaveFile>

#include <cstdio>

using namespace Atlas;

int main(int argc, char *argv[])
{
    if (argc != 3) {
        std::fputs("usage: atlas_yamlpack IN.yaml OUT.tree\n", stderr);
        return 2;
    }
    QFile in(QString::fromLocal8Bit(argv[1]));
    if (!in.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s: %s\n", argv[1], qPrintable(in.errorString()));
        return 1;
    }
    const QByteArray text = in.readAll();
    const YamlLimits limits;
    QString problem;
    YamlMark mark;
    YamlDocument document;
    if (text.size() > limits.maxBytes) {
        problem = fileTooLarge(text.size(), limits.maxBytes);
    } else if (const auto encoding = findEncodingProblem(text)) {
        problem = encoding->message;
        mark = {encoding->line - 1, encoding->column - 1};
    } else {
        YamlParseError error;
        document = parseYaml(text, limits, &error);
        problem = error.message;
        mark = error.mark;
    }
    if (!document.root().isDefined()) {
        std::fprintf(stderr,
                     "%s:%d:%d: %s\n",
                     argv[1],
                     mark.line + 1,
                     mark.column + 1,
                     qPrintable(problem));
        return 1;
    }
    QSaveFile out(QString::fromLocal8Bit(argv[2]));
    if (!out.open(QIODevice::WriteOnly) || out.write(packYaml(document)) < 0 || !out.commit()) {
        std::fprintf(stderr, "%s: %s\n", argv[2], qPrintable(out.errorString()));
        return 1;
    }
    return 0;
}
