/// The Notes app's products, as set up in App Store Connect.
enum NotesProducts {
    /// Notes Pro: the one-time unlock (a non-consumable).
    static let pro = "com.example.notes.pro"
    /// Coins for AI summaries: a consumable, one coin per unit bought.
    static let coins = "com.example.notes.coins"

    /// Every product the app sells; transactions of any other product are left alone.
    static let all: Set<String> = [pro, coins]
}
