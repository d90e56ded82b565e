//! The zoomed view of a board whose holes are drawn too small for a fingertip (a 24×24
//! board on a phone): a first tap does not place, it zooms the view to a square of holes
//! around the tap, where the next taps place as usual, until the player asks for the whole
//! board again. Only the SVG's `viewBox` changes, so every hole keeps its hooks and its
//! keyboard access.

use yew::prelude::*;

use crate::games::twixt::{BoardSize, Hole, column_name};
use crate::i18n::Lang;
use crate::i18n::twixt::TWIXT;

/// Holes drawn closer together than this many CSS pixels are too small to hit reliably with
/// a finger (about the 9 mm that touch guidelines ask of a target), so a tap zooms first.
pub const FINGERTIP: f64 = 36.0;

/// How many holes a side the zoomed view shows: on a phone 390 pixels wide, over 40 pixels
/// a hole, with room around a peg for its bridges (a knight's move) in every direction.
pub const SPAN: u8 = 9;

/// Whether holes drawn `pitch` CSS pixels apart are too small to tap.
pub fn too_small(pitch: f64) -> bool {
    pitch < FINGERTIP
}

/// A square of [`SPAN`] holes a side that the board's view is zoomed to, wholly inside a
/// board larger than it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    size: BoardSize,
    /// The column and row of its first (top-left) hole.
    col: u8,
    row: u8,
}

impl Window {
    /// The window centred on `hole` as nearly as the board's borders allow: one at a border
    /// is pushed back inside, so the view never shows beyond the board. None when the whole
    /// board is no larger than a window, since zooming would not enlarge it.
    pub fn around(hole: Hole, size: BoardSize) -> Option<Window> {
        let n = size.get();
        if n <= SPAN {
            return None;
        }
        let first = |at: u8| at.saturating_sub(SPAN / 2).min(n - SPAN);
        Some(Window { size, col: first(hole.col()), row: first(hole.row()) })
    }

    /// The board the window was taken on.
    pub fn size(self) -> BoardSize {
        self.size
    }

    /// The SVG view of it: hole (c, r) is drawn at (c + 1, r + 1), and the view runs half
    /// a unit beyond its outer holes, so their pegs are whole.
    pub fn view_box(self) -> String {
        let (x, y) = (f32::from(self.col) + 0.5, f32::from(self.row) + 0.5);
        format!("{x} {y} {SPAN} {SPAN}")
    }

    /// The coordinates of its columns and rows, drawn just inside its top and left edges
    /// (the board's own are outside the view): each label's text and its place.
    pub fn labels(self) -> impl Iterator<Item = (String, f32, f32)> {
        let (left, top) = (f32::from(self.col) + 0.5, f32::from(self.row) + 0.5);
        (0..SPAN).flat_map(move |k| {
            let (col, row) = (self.col + k, self.row + k);
            let column = (column_name(col), f32::from(col) + 1.0, top + 0.16);
            let number = ((u32::from(row) + 1).to_string(), left + 0.16, f32::from(row) + 1.0);
            [column, number]
        })
    }

    /// Its first and last holes' names, to say where the view is: "H8–P16".
    pub fn corners(self) -> String {
        let last = SPAN - 1;
        let name = |col: u8, row: u8| format!("{}{}", column_name(col), u32::from(row) + 1);
        format!("{}–{}", name(self.col, self.row), name(self.col + last, self.row + last))
    }
}

/// A board's view: whole or zoomed, and the drawing it measures to know whether its holes
/// are big enough.
#[derive(Clone)]
pub struct Zoom {
    size: BoardSize,
    window: UseStateHandle<Option<Window>>,
    svg: NodeRef,
}

/// The view of a board of `size`, whole until a tap on small holes zooms it.
#[hook]
pub fn use_zoom(size: BoardSize) -> Zoom {
    Zoom { size, window: use_state_eq(|| None), svg: NodeRef::default() }
}

impl Zoom {
    /// The drawing's node, measured at each tap (the page may have been turned or resized).
    pub fn svg(&self) -> NodeRef {
        self.svg.clone()
    }

    /// The window the view is zoomed to; none on a new game of another size.
    fn window(&self) -> Option<Window> {
        (*self.window).filter(|window| window.size() == self.size)
    }

    /// The drawing's `viewBox`: the window, or the whole board.
    pub fn view_box(&self) -> String {
        self.window().map_or_else(|| self.whole_view_box(), Window::view_box)
    }

    /// The whole board with its coordinates as a `viewBox`, which diagrams show even
    /// while the view is zoomed.
    pub fn whole_view_box(&self) -> String {
        let side = f32::from(self.size.get()) + 1.0;
        format!("0 0 {side} {side}")
    }

    /// A tap that does what `callback` does with `value`, unless the whole board is shown
    /// with holes too small to hit: then it zooms around `at` and does nothing else.
    pub fn tap<T: Copy + 'static>(&self, callback: &Callback<T>, value: T, at: Hole) -> Callback<MouseEvent> {
        let (zoom, callback) = (self.clone(), callback.clone());
        Callback::from(move |_: MouseEvent| match zoom.zoom_to(at) {
            Some(window) => zoom.window.set(Some(window)),
            None => callback.emit(value),
        })
    }

    /// The window a tap at `at` zooms to, if it zooms.
    fn zoom_to(&self, at: Hole) -> Option<Window> {
        if self.window().is_some() {
            return None;
        }
        let rect = self.svg.cast::<web_sys::Element>()?.get_bounding_client_rect();
        // The board is square, drawn n + 1 units a side (holes and coordinates).
        let pitch = rect.width().min(rect.height()) / (f64::from(self.size.get()) + 1.0);
        if too_small(pitch) { Window::around(at, self.size) } else { None }
    }

    /// While zoomed, the window's own coordinates, since the board's are out of view. Drawn
    /// for the screen only: a diagram is of the whole board, with its own.
    pub fn coordinates(&self) -> Html {
        let Some(window) = self.window() else { return Html::default() };
        html! {
            <g class="zoom-coords" data-screen-only="">
                { for window.labels().map(|(text, x, y)| html! {
                    <text class="coord" x={x.to_string()} y={y.to_string()}>{ text }</text>
                }) }
            </g>
        }
    }

    /// While zoomed, where the view is and the way back to the whole board.
    pub fn bar(&self, lang: Lang) -> Html {
        let words = &TWIXT[lang];
        let Some(window) = self.window() else { return Html::default() };
        let whole = {
            let window = self.window.clone();
            Callback::from(move |_: MouseEvent| window.set(None))
        };
        html! {
            <div class="zoom-bar" data-zoom={window.corners()}>
                <span>{ (words.zoomed_in_on)(&window.corners()) }</span>
                <button data-action="whole-board" onclick={whole}>{ words.whole_board }</button>
            </div>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(n: u8) -> BoardSize {
        BoardSize::new(n.into()).unwrap()
    }

    fn around(name: &str, n: u8) -> Option<Window> {
        Window::around(Hole::parse(name, size(n)).unwrap(), size(n))
    }

    #[test]
    fn the_window_labels_its_own_columns_and_rows() {
        let labels: Vec<_> = around("L12", 24).unwrap().labels().map(|(text, ..)| text).collect();
        assert_eq!(labels.len(), 18);
        assert_eq!(labels[..4], ["H", "8", "I", "9"]);
        assert_eq!(labels[16..], ["P", "16"]);
    }

    #[test]
    fn the_window_is_centred_on_the_tap() {
        assert_eq!(around("L12", 24).unwrap().corners(), "H8–P16");
        assert_eq!(around("L12", 24).unwrap().view_box(), "7.5 7.5 9 9");
    }

    #[test]
    fn at_a_border_the_window_is_pushed_back_inside_the_board() {
        assert_eq!(around("B1", 24).unwrap().corners(), "A1–I9");
        assert_eq!(around("X23", 24).unwrap().corners(), "P16–X24");
        assert_eq!(around("A13", 24).unwrap().corners(), "A9–I17");
        assert_eq!(around("E24", 24).unwrap().corners(), "A16–I24");
    }

    #[test]
    fn a_board_no_larger_than_the_window_is_not_zoomed() {
        assert_eq!(around("E5", 9), None);
        assert_eq!(around("E5", 10).unwrap().corners(), "A1–I9");
    }

    #[test]
    fn holes_under_a_fingertip_are_too_small() {
        assert!(too_small(15.6));
        assert!(!too_small(36.0));
    }
}
