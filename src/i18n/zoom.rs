//! The words of the zoomed view a board opens when its cells are drawn too small for a
//! finger (TwixT's holes, Hex's cells): the same in every game.

use super::ByLang;

pub struct Zoom {
    /// Where the view is: "H8–P16".
    pub zoomed_in_on: fn(&str) -> String,
    /// Back to the whole board, and from it to the zoomed view.
    pub whole_board: &'static str,
    pub zoom_in: &'static str,
    /// The small map of the whole board beside the zoomed view, for assistive technology.
    pub overview: &'static str,
}

pub static ZOOM: ByLang<Zoom> = ByLang {
    en: Zoom {
        zoomed_in_on: |corners| format!("Zoomed in on {corners}"),
        whole_board: "⤢ Whole board",
        zoom_in: "⤡ Zoom in",
        overview: "Whole board: tap to move the view there",
    },
    it: Zoom {
        zoomed_in_on: |corners| format!("Vista ingrandita su {corners}"),
        whole_board: "⤢ Tutto il tavoliere",
        zoom_in: "⤡ Ingrandisci",
        overview: "Tutto il tavoliere: tocca per spostare lì la vista",
    },
    pl: Zoom {
        zoomed_in_on: |corners| format!("Powiększenie: {corners}"),
        whole_board: "⤢ Cała plansza",
        zoom_in: "⤡ Powiększ",
        overview: "Cała plansza: dotknij, by przesunąć tam widok",
    },
    ja: Zoom {
        zoomed_in_on: |corners| format!("{corners} を拡大表示中"),
        whole_board: "⤢ 盤全体",
        zoom_in: "⤡ 拡大",
        overview: "盤全体：タップした所へ表示を移します",
    },
};
