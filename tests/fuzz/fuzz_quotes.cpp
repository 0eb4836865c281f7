// libFuzzer target: arbitrary bytes as the user's quotes CSV, read against the embedded catalog;
// quotes that are accepted are applied (Catalog::withQuotes), priced through the rate cards and
// written back, and what is written must read back as the same quotes.

#include "cost/rates.h"
#include "io/quotesfile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const auto catalog = Atlas::embeddedCatalog();
    static const QDate today(2026, 12, 3);
    Atlas::Diagnostics diagnostics;
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto quotes = Atlas::readQuotes(text,
                                          QStringLiteral("fuzz.csv"),
                                          *catalog,
                                          today,
                                          diagnostics);
    if (!quotes) {
        if (!diagnostics.hasErrors())
            std::abort(); // refused without saying why
        return 0;
    }
    const Atlas::Catalog quoted = catalog->withQuotes(*quotes);
    for (const Atlas::UserQuote &q : *quotes)
        if (const Atlas::Accelerator *a = quoted.accelerator(q.acceleratorId))
            (void) Atlas::rateCard(*a, quoted.pricing());
    Atlas::Diagnostics again;
    const auto back = Atlas::readQuotes(Atlas::writeQuotes(*quotes),
                                        QStringLiteral("fuzz.csv"),
                                        *catalog,
                                        today,
                                        again);
    if (!back || *back != *quotes)
        std::abort(); // the writer and the reader disagree
    return 0;
}
