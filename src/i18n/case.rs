//! Letter case for the page's words: a clause made the opening of a sentence and back. The
//! page's languages write in the Latin letters of English, Italian and Polish (ASCII,
//! Latin-1 and Latin Extended-A) and in Japanese, which has no case; so their cases are
//! mapped here, in a few lines, rather than through the standard library's whole Unicode
//! tables, which weigh some twenty kilobytes in every build of the page.

/// `c` in upper case, where the page's alphabets give it one.
pub fn upper(c: char) -> char {
    match u32::from(c) {
        0x61..=0x7a => shifted(c, -0x20),
        // Latin-1's lower case, but for ÷; ÿ's capital is Latin Extended-A's Ÿ.
        0xe0..=0xfe if c != '÷' => shifted(c, -0x20),
        0xff => 'Ÿ',
        // The dotless ı and the long ſ: capitals of ASCII's.
        0x131 => 'I',
        0x17f => 'S',
        n @ 0x100..=0x17f if paired(n) && is_second(n) => shifted(c, -1),
        _ => c,
    }
}

/// `c` in lower case, where the page's alphabets give it one.
pub fn lower(c: char) -> char {
    match u32::from(c) {
        0x41..=0x5a => shifted(c, 0x20),
        0xc0..=0xde if c != '×' => shifted(c, 0x20),
        0x178 => 'ÿ',
        n @ 0x100..=0x17f if paired(n) && !is_second(n) => shifted(c, 1),
        _ => c,
    }
}

/// Whether `c` is a capital letter of the page's alphabets.
pub fn is_upper(c: char) -> bool {
    lower(c) != c
}

/// Whether `c` is a small letter of the page's alphabets.
pub fn is_lower(c: char) -> bool {
    upper(c) != c
}

/// A clause as the opening of a sentence: its first letter in upper case.
pub fn capitalised(clause: &str) -> String {
    let mut chars = clause.chars();
    chars.next().map(|first| std::iter::once(upper(first)).chain(chars).collect()).unwrap_or_default()
}

/// `text` with its first letter in lower case.
pub fn uncapitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| std::iter::once(lower(first)).chain(chars).collect()).unwrap_or_default()
}

fn shifted(c: char, by: i32) -> char {
    char::from_u32(u32::from(c).wrapping_add_signed(by)).unwrap_or(c)
}

/// Whether Latin Extended-A pairs `n` with a letter beside it: all but ı (U+0131), ĸ
/// (U+0138), ŉ (U+0149), Ÿ (U+0178, Latin-1's ÿ's) and ſ (U+017F), whose cases lie
/// elsewhere or nowhere, and İ (U+0130), whose small letter is an i with a dot that
/// Turkish alone needs.
fn paired(n: u32) -> bool {
    !matches!(n, 0x130 | 0x131 | 0x138 | 0x149 | 0x178 | 0x17f)
}

/// Whether `n` is the second, small, letter of its pair: the pairs begin on even code points
/// up to U+0137 and from U+014A to U+0177, on odd ones between (U+0139–U+0148) and after.
fn is_second(n: u32) -> bool {
    let odd = n % 2 == 1;
    match n {
        0x139..=0x148 | 0x178..=0x17e => !odd,
        _ => odd,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every letter of the page's alphabets changes case as the standard library changes it,
    /// where its change is one letter of those alphabets.
    #[test]
    fn the_cases_of_ascii_latin_1_and_latin_extended_a_are_the_standard_librarys() {
        let within = |c: char| u32::from(c) < 0x180;
        for c in (0..0x180).filter_map(char::from_u32) {
            let std_upper: Vec<char> = c.to_uppercase().collect();
            let std_lower: Vec<char> = c.to_lowercase().collect();
            let expected_upper = match std_upper[..] {
                [one] if within(one) => one,
                _ => c,
            };
            let expected_lower = match std_lower[..] {
                [one] if within(one) && c != 'İ' => one,
                _ => c,
            };
            assert_eq!(upper(c), expected_upper, "{c} (U+{:04X})", u32::from(c));
            assert_eq!(lower(c), expected_lower, "{c} (U+{:04X})", u32::from(c));
        }
    }

    #[test]
    fn a_clause_opens_a_sentence_in_every_alphabet_the_page_writes() {
        assert_eq!(capitalised("łańcuch"), "Łańcuch");
        assert_eq!(capitalised("è finita"), "È finita");
        assert_eq!(capitalised("żaden"), "Żaden");
        assert_eq!(capitalised("黒の番"), "黒の番");
        assert_eq!(uncapitalised("Śmiało"), "śmiało");
        assert_eq!(capitalised(""), "");
    }
}
