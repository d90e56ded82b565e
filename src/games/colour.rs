crate::named_choices! {
    /// The two sides of Hex, TwixT and Doublets. Black always moves first. Named in
    /// notation, JSON and the DOM (`data-to-move`) in lower case; read also as `b`/`w`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "lowercase")]
    pub enum Colour("colour") {
        Black = "black" | "b",
        White = "white" | "w",
    }
}

impl Colour {
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
}
