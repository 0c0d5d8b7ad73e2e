/// Combine's `Publishers`: the operators' publishers. The stand-in has those that store code
/// uses with `@Published` properties and subjects: `map`, `compactMap`, `filter`,
/// `removeDuplicates`, `dropFirst` and `receive(on:)`.
public enum Publishers {}
