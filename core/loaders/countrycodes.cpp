#include "loaders/catalogreader.h"

#include <algorithm>

namespace Atlas {

// The 249 officially assigned ISO 3166-1 alpha-2 codes (ISO 3166 Maintenance Agency,
// https://www.iso.org/iso-3166-country-codes.html; the list as of ISO/TC 46 N1108, 2023-04-05,
// cross-checked against the tz database's iso3166.tab of 2023-09-06). Sorted, for a binary
// search. User-assigned codes (AA, QM–QZ, XA–XZ, ZZ) and reserved ones (UK, EU) are not
// countries.
bool isCountryCode(QStringView code)
{
    static constexpr std::u16string_view codes[] = {
        u"AD", u"AE", u"AF", u"AG", u"AI", u"AL", u"AM", u"AO", u"AQ", u"AR", u"AS", u"AT", u"AU",
        u"AW", u"AX", u"AZ", u"BA", u"BB", u"BD", u"BE", u"BF", u"BG", u"BH", u"BI", u"BJ", u"BL",
        u"BM", u"BN", u"BO", u"BQ", u"BR", u"BS", u"BT", u"BV", u"BW", u"BY", u"BZ", u"CA", u"CC",
        u"CD", u"CF", u"CG", u"CH", u"CI", u"CK", u"CL", u"CM", u"CN", u"CO", u"CR", u"CU", u"CV",
        u"CW", u"CX", u"CY", u"CZ", u"DE", u"DJ", u"DK", u"DM", u"DO", u"DZ", u"EC", u"EE", u"EG",
        u"EH", u"ER", u"ES", u"ET", u"FI", u"FJ", u"FK", u"FM", u"FO", u"FR", u"GA", u"GB", u"GD",
        u"GE", u"GF", u"GG", u"GH", u"GI", u"GL", u"GM", u"GN", u"GP", u"GQ", u"GR", u"GS", u"GT",
        u"GU", u"GW", u"GY", u"HK", u"HM", u"HN", u"HR", u"HT", u"HU", u"ID", u"IE", u"IL", u"IM",
        u"IN", u"IO", u"IQ", u"IR", u"IS", u"IT", u"JE", u"JM", u"JO", u"JP", u"KE", u"KG", u"KH",
        u"KI", u"KM", u"KN", u"KP", u"KR", u"KW", u"KY", u"KZ", u"LA", u"LB", u"LC", u"LI", u"LK",
        u"LR", u"LS", u"LT", u"LU", u"LV", u"LY", u"MA", u"MC", u"MD", u"ME", u"MF", u"MG", u"MH",
        u"MK", u"ML", u"MM", u"MN", u"MO", u"MP", u"MQ", u"MR", u"MS", u"MT", u"MU", u"MV", u"MW",
        u"MX", u"MY", u"MZ", u"NA", u"NC", u"NE", u"NF", u"NG", u"NI", u"NL", u"NO", u"NP", u"NR",
        u"NU", u"NZ", u"OM", u"PA", u"PE", u"PF", u"PG", u"PH", u"PK", u"PL", u"PM", u"PN", u"PR",
        u"PS", u"PT", u"PW", u"PY", u"QA", u"RE", u"RO", u"RS", u"RU", u"RW", u"SA", u"SB", u"SC",
        u"SD", u"SE", u"SG", u"SH", u"SI", u"SJ", u"SK", u"SL", u"SM", u"SN", u"SO", u"SR", u"SS",
        u"ST", u"SV", u"SX", u"SY", u"SZ", u"TC", u"TD", u"TF", u"TG", u"TH", u"TJ", u"TK", u"TL",
        u"TM", u"TN", u"TO", u"TR", u"TT", u"TV", u"TW", u"TZ", u"UA", u"UG", u"UM", u"US", u"UY",
        u"UZ", u"VA", u"VC", u"VE", u"VG", u"VI", u"VN", u"VU", u"WF", u"WS", u"YE", u"YT", u"ZA",
        u"ZM", u"ZW",
    };
    if (code.size() != 2)
        return false;
    const std::u16string_view key(code.utf16(), 2);
    return std::binary_search(std::begin(codes), std::end(codes), key);
}

} // namespace Atlas
