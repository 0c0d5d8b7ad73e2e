import Foundation

/// The currency an App Store storefront charges in, for the storefronts apps most often test.
/// A storefront is an ISO 3166-1 alpha-3 country code (`USA`, `CHE`), as `_storefront` holds it.
package enum StorefrontCurrency {
    /// Storefront → ISO 4217 currency code.
    package static let table: [String: String] = [
        // Americas
        "USA": "USD", "CAN": "CAD", "MEX": "MXN", "BRA": "BRL", "CHL": "CLP", "COL": "COP", "PER": "PEN",
        // Euro area
        "AUT": "EUR", "BEL": "EUR", "CYP": "EUR", "DEU": "EUR", "ESP": "EUR", "EST": "EUR", "FIN": "EUR",
        "FRA": "EUR", "GRC": "EUR", "HRV": "EUR", "IRL": "EUR", "ITA": "EUR", "LTU": "EUR", "LUX": "EUR",
        "LVA": "EUR", "MLT": "EUR", "NLD": "EUR", "PRT": "EUR", "SVK": "EUR", "SVN": "EUR",
        // Rest of Europe
        "GBR": "GBP", "CHE": "CHF", "LIE": "CHF", "SWE": "SEK", "NOR": "NOK", "DNK": "DKK", "POL": "PLN",
        "CZE": "CZK", "HUN": "HUF", "ROU": "RON", "TUR": "TRY", "RUS": "RUB", "KAZ": "KZT",
        // Middle East and Africa
        "ISR": "ILS", "ARE": "AED", "SAU": "SAR", "QAT": "QAR", "EGY": "EGP", "ZAF": "ZAR", "NGA": "NGN",
        // Asia and Pacific
        "IND": "INR", "PAK": "PKR", "CHN": "CNY", "HKG": "HKD", "TWN": "TWD", "JPN": "JPY", "KOR": "KRW",
        "SGP": "SGD", "MYS": "MYR", "THA": "THB", "IDN": "IDR", "PHL": "PHP", "VNM": "VND", "AUS": "AUD",
        "NZL": "NZD",
    ]

    /// The currency of `storefront` when the table knows it (letter case ignored).
    package static func knownCurrencyCode(storefront: String) -> String? {
        table[storefront.uppercased()]
    }

    /// The currency of `storefront`; else that of `locale`'s region; else US dollars.
    package static func currencyCode(storefront: String, locale: Locale) -> String {
        knownCurrencyCode(storefront: storefront) ?? locale.currency?.identifier ?? "USD"
    }
}
