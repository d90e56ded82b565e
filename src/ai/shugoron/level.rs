crate::named_choices! {
    /// How well the computer plays shUgorØn. Every level answers at once: the work is a few
    /// thousand set comparisons a question.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum Level("shUgorØn level") {
        /// The most informative card question; never a naming question; hides at random.
        Easy = "easy",
        /// Adds the naming question when it pays.
        Normal = "normal",
        /// Adds care for what spent cards tell the opponent, and hides the sets that take a
        /// good questioner longest to find.
        Strong = "strong",
    }
}
