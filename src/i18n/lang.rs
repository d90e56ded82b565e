crate::named_choices! {
    /// The languages the page speaks: English, and the languages of the three sources
    /// (Italian for Hex and TwixT, Polish for Doublets, Japanese for shUgorØn). Named by
    /// their ISO 639-1 codes, as in `<html lang>`, `&lang=` and `fogliaccio.v1.lang`.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub enum Lang("language") {
        #[default]
        En = "en",
        It = "it",
        Pl = "pl",
        Ja = "ja",
    }
}

impl Lang {
    /// The language's name in itself, as the language picker offers it: a reader who
    /// cannot read the page's current language still finds their own.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::Pl => "Polski",
            Lang::Ja => "日本語",
        }
    }

    /// The language of a browser's language tag (`it-IT`, `ja`, `en_GB`): its primary
    /// subtag, in any case. None for a language the page does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        primary.parse().ok()
    }

    /// Two sentences one after the other, as the language sets them: Japanese after its
    /// full stop with no space, the others with one.
    pub fn then(self, first: &str, second: &str) -> String {
        match self {
            Lang::Ja => format!("{first}{second}"),
            Lang::En | Lang::It | Lang::Pl => format!("{first} {second}"),
        }
    }

    /// The first of the browser's languages (in its order of preference) that the page
    /// speaks; English when it speaks none of them.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn japanese_sentences_follow_each_other_with_no_space() {
        assert_eq!(Lang::Ja.then("白の着手：e6。", "黒の番です。"), "白の着手：e6。黒の番です。");
        assert_eq!(
            Lang::It.then("Il computer ha giocato e6.", "Muove il Nero."),
            "Il computer ha giocato e6. Muove il Nero."
        );
    }
}
