//! The view of a board, the same piece for every board: the whole board first, always, on
//! every screen, whatever the size of its cells; a zoomed view only when the player asks
//! for it (the "Zoom in" button, or the browser's own pinch), which never moves by itself
//! except to bring into sight what the player looks for (a cell reached with the keyboard,
//! a hint). Zoomed, the view shows a part of the board at [`READABLE`] pixels a cell, pans
//! by dragging, and a small overview of the whole board shows where it is (a tap there
//! moves it). Where the whole board puts its cells closer than [`FINGERTIP`], it is
//! [`Zoom::cramped`]: a tap there marks a point and a second tap on it plays
//! ([`second_tap`]), so that a finger that lands on the wrong cell costs nothing. Only
//! the SVG's `viewBox` changes, so every cell keeps its hooks and its keyboard access.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::i18n::zoom::ZOOM;

/// Cells drawn closer together than this many CSS pixels are too small to hit reliably
/// with a finger (about the 9 mm that touch guidelines ask of a target).
pub const FINGERTIP: f32 = 36.0;

/// The scale of the zoomed view: the 44-pixel target the platforms' guidelines ask for.
pub const READABLE: f32 = 44.0;

/// A pointer that moved less than this many pixels tapped rather than dragged.
const DRAG_SLOP: f64 = 8.0;

/// A rectangle of a drawing, in the drawing's own units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn view_box(self) -> String {
        format!("{} {} {} {}", self.x, self.y, self.w, self.h)
    }

    pub fn contains(self, (x, y): (f32, f32)) -> bool {
        (self.x..=self.x + self.w).contains(&x) && (self.y..=self.y + self.h).contains(&y)
    }

    /// This rectangle's size centred on `(x, y)`, pushed back inside `whole`.
    fn centred_in(self, whole: Rect, (x, y): (f32, f32)) -> Rect {
        let place = |at: f32, size: f32, from: f32, room: f32| (at - size / 2.0).clamp(from, from + room - size);
        Rect { x: place(x, self.w, whole.x, whole.w), y: place(y, self.h, whole.y, whole.h), ..self }
    }

    fn centre(self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// A board's drawing as its zoom sees it: the whole of it, and how far apart its cells
/// are drawn, in the drawing's units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    pub whole: Rect,
    pub pitch: f32,
}

impl Scale {
    /// The window shown on a drawing `px` CSS pixels wide and high, if the whole board
    /// there would put its cells under a fingertip: as much of the board as the drawing
    /// holds at [`READABLE`] pixels a cell, around `centre`.
    pub fn window(self, (width, height): (f32, f32), centre: (f32, f32)) -> Option<Rect> {
        let per_unit = (width / self.whole.w).min(height / self.whole.h);
        if !(per_unit > 0.0 && self.pitch * per_unit < FINGERTIP) {
            return None;
        }
        let units_per_px = self.pitch / READABLE;
        let size = Rect {
            w: (width * units_per_px).min(self.whole.w),
            h: (height * units_per_px).min(self.whole.h),
            ..self.whole
        };
        Some(size.centred_in(self.whole, centre))
    }
}

/// What the view was last asked to show.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Asked {
    /// Zoomed in around this point, where cells are too small: the last move or the middle
    /// when the player zooms in, then wherever a drag, the overview, the keyboard or a hint
    /// put it.
    At((f32, f32)),
    /// The whole board, whatever its cells' size: how every board opens.
    Whole,
}

/// A tap on `tapped` where the whole board is `cramped` and `marked` was marked by the tap
/// before: the point to play (the tap plays), or none (the tap marks `tapped`, now to be
/// tapped again). Where fingers have room, every tap plays.
pub fn second_tap<P: PartialEq + Copy>(marked: Option<P>, tapped: P, cramped: bool) -> Option<P> {
    (!cramped || marked == Some(tapped)).then_some(tapped)
}

/// A drag under way: where the pointer went down, and the window then.
struct Drag {
    pointer: i32,
    from: (f64, f64),
    window: Rect,
    moved: Option<Rect>,
}

/// A board's view: what was asked of it, the drawing's size on screen, and a drag. The
/// values are this render's, so that a board given a new view redraws.
#[derive(Clone)]
pub struct Zoom {
    scale: Scale,
    focus: Option<(f32, f32)>,
    asked: Asked,
    ask: UseStateSetter<Asked>,
    /// The drawing's size in CSS pixels, measured once drawn and after each resize.
    px: (f32, f32),
    svg: NodeRef,
    drag: Rc<RefCell<Option<Drag>>>,
    /// Set by a drag, so that the click ending it does not also tap a cell.
    dragged: Rc<Cell<bool>>,
    /// False for a board only shown (a figure in miniature): always whole, never zoomed.
    zoomable: bool,
}

impl PartialEq for Zoom {
    fn eq(&self, other: &Zoom) -> bool {
        self.scale == other.scale && self.focus == other.focus && self.asked == other.asked && self.px == other.px
    }
}

/// The view of a board drawn at `scale`: whole, until the player zooms in (around
/// `focus`, the last move, or the middle); a board that is not `zoomable` is always whole.
#[hook]
pub fn use_zoom(scale: Scale, focus: Option<(f32, f32)>, zoomable: bool) -> Zoom {
    let asked = use_state_eq(|| Asked::Whole);
    let px = use_state_eq(|| (0.0, 0.0));
    let svg = use_node_ref();
    let drag = use_mut_ref(|| None);
    let dragged = (*use_memo((), |()| Rc::new(Cell::new(false)))).clone();
    // Measured when drawn and whenever the drawing's size changes (the window resized or
    // turned, an embedding frame resized, the bar above it come or gone), not after every
    // render: measuring right after a move would force the browser to lay the page out.
    let watch = use_mut_ref(|| None::<Watch>);
    use_effect({
        let (svg, px) = (svg.clone(), px.setter());
        move || {
            let element = svg.cast::<web_sys::Element>();
            let mut watch = watch.borrow_mut();
            if watch.as_ref().map(|w| &w.element) != element.as_ref() {
                *watch = element.and_then(|element| Watch::new(element, px));
            }
        }
    });
    Zoom { scale, focus, asked: *asked, ask: asked.setter(), px: *px, svg, drag, dragged, zoomable }
}

/// Brings `point` into view whenever it changes (a hint), if the view is zoomed and it
/// lies outside: the one move the view makes that the player did not.
#[hook]
pub fn use_shown(zoom: &Zoom, point: Option<(f32, f32)>) {
    use_effect_with(point.map(|(x, y)| (x.to_bits(), y.to_bits())), {
        let zoom = zoom.clone();
        move |_| {
            if let Some(point) = point {
                zoom.show(point);
            }
        }
    });
}

/// A drawing watched for its size, which it reports whenever it changes, and once as it
/// is first watched. Dropping it stops the watch.
struct Watch {
    element: web_sys::Element,
    observer: web_sys::ResizeObserver,
    _on_resize: Closure<dyn Fn()>,
}

impl Watch {
    /// Watches `element`, setting `px` to its size, and its `--board-top` to how far down
    /// the page it begins, so that the stylesheet keeps the whole board in the window
    /// whatever lies above it (a header wrapped on a narrow phone); none where the browser
    /// has no `ResizeObserver`.
    fn new(element: web_sys::Element, px: UseStateSetter<(f32, f32)>) -> Option<Watch> {
        let on_resize = Closure::<dyn Fn()>::new({
            let element = element.clone();
            move || {
                let rect = element.get_bounding_client_rect();
                px.set((rect.width() as f32, rect.height() as f32));
                let scrolled = web_sys::window().and_then(|w| w.scroll_y().ok()).unwrap_or(0.0);
                let _ = element.set_attribute("style", &format!("--board-top: {:.0}px", rect.top() + scrolled));
            }
        });
        let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
        observer.observe(&element);
        Some(Watch { element, observer, _on_resize: on_resize })
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// The window shown for what was `asked`, on a drawing `px` pixels wide and high.
fn zoomed(scale: Scale, asked: Asked, px: (f32, f32)) -> Option<Rect> {
    match asked {
        Asked::Whole => None,
        Asked::At(centre) => scale.window(px, centre),
    }
}

impl Zoom {
    /// The drawing's node: the `ref` of the board's `<svg>`.
    pub fn svg(&self) -> NodeRef {
        self.svg.clone()
    }

    /// The part of the board in view; none while the whole board is.
    pub fn window(&self) -> Option<Rect> {
        self.zoomable.then(|| zoomed(self.scale, self.asked, self.px)).flatten()
    }

    /// The drawing's `viewBox`: the window, or the whole board.
    pub fn view_box(&self) -> String {
        self.window().unwrap_or(self.scale.whole).view_box()
    }

    /// Brings `at` into view, if the view is zoomed and it lies outside.
    pub fn show(&self, at: (f32, f32)) {
        if self.window().is_some_and(|window| !window.contains(at)) {
            self.ask.set(Asked::At(at));
        }
    }

    /// Whether the whole board is shown with cells too small for a fingertip, so that a
    /// tap marks a point and a second one plays ([`second_tap`]).
    pub fn cramped(&self) -> bool {
        self.zoomable && self.window().is_none() && self.scale.window(self.px, self.scale.whole.centre()).is_some()
    }

    /// Whether a tap is the zoom's: the end of a drag, which is not a tap on a cell.
    pub fn take_tap(&self) -> bool {
        self.dragged.replace(false)
    }

    /// The drawing's pointer handlers, which pan the zoomed view by dragging. The view box
    /// follows the pointer directly on the node, and the window is kept when it lets go.
    pub fn drag_handlers(&self) -> DragHandlers {
        let down = {
            let zoom = self.clone();
            Callback::from(move |e: PointerEvent| {
                zoom.dragged.set(false);
                if let Some(window) = zoom.window() {
                    let from = (f64::from(e.client_x()), f64::from(e.client_y()));
                    *zoom.drag.borrow_mut() = Some(Drag { pointer: e.pointer_id(), from, window, moved: None });
                }
            })
        };
        let moving = {
            let zoom = self.clone();
            Callback::from(move |e: PointerEvent| zoom.pan(&e))
        };
        let up = {
            let zoom = self.clone();
            Callback::from(move |_: PointerEvent| {
                if let Some(Drag { moved: Some(window), .. }) = zoom.drag.borrow_mut().take() {
                    zoom.dragged.set(true);
                    zoom.ask.set(Asked::At(window.centre()));
                }
            })
        };
        DragHandlers { down, moving, up }
    }

    fn pan(&self, e: &PointerEvent) {
        let mut drag = self.drag.borrow_mut();
        let Some(drag) = drag.as_mut().filter(|d| d.pointer == e.pointer_id()) else { return };
        let (dx, dy) = (f64::from(e.client_x()) - drag.from.0, f64::from(e.client_y()) - drag.from.1);
        if drag.moved.is_none() && dx.hypot(dy) < DRAG_SLOP {
            return;
        }
        let Some(svg) = self.svg.cast::<web_sys::Element>() else { return };
        if drag.moved.is_none() {
            let _ = svg.set_pointer_capture(drag.pointer);
        }
        let (w, h) = self.px;
        let per_px = (drag.window.w / w).max(drag.window.h / h);
        let centre = drag.window.centre();
        let to = (centre.0 - dx as f32 * per_px, centre.1 - dy as f32 * per_px);
        let window = drag.window.centred_in(self.scale.whole, to);
        let _ = svg.set_attribute("viewBox", &window.view_box());
        drag.moved = Some(window);
    }

    /// The view's controls: while zoomed, the overview (the drawing `drawing` names, in small,
    /// with the window marked), where the view is (`label`) and the way to the whole board;
    /// while the whole board is shown with cells too small for a fingertip, the way in.
    pub fn bar(&self, lang: Lang, drawing: &'static str, label: impl FnOnce(Rect) -> String) -> Html {
        let words = &ZOOM[lang];
        let set = |asked: Asked| {
            let ask = self.ask.clone();
            Callback::from(move |_: MouseEvent| ask.set(asked))
        };
        match self.window() {
            Some(window) => {
                let whole = self.scale.whole;
                let on_overview = {
                    let asked = self.ask.clone();
                    Callback::from(move |e: MouseEvent| {
                        let Some(target) = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        else {
                            return;
                        };
                        let rect = target.get_bounding_client_rect();
                        let fraction = |at: i32, from: f64, size: f64| ((f64::from(at) - from) / size) as f32;
                        let x = whole.x + fraction(e.client_x(), rect.left(), rect.width()) * whole.w;
                        let y = whole.y + fraction(e.client_y(), rect.top(), rect.height()) * whole.h;
                        asked.set(Asked::At((x, y)));
                    })
                };
                let corners = label(window);
                html! {
                    <div class="zoom-bar" data-zoom={corners.clone()}>
                        <svg class="overview" viewBox={whole.view_box()} role="button" aria-label={words.overview}
                            data-action="overview" onclick={on_overview}>
                            <use href={format!("#{drawing}")} />
                            <rect class="window" x={window.x.to_string()} y={window.y.to_string()}
                                width={window.w.to_string()} height={window.h.to_string()} />
                        </svg>
                        <span>{ (words.zoomed_in_on)(&corners) }</span>
                        <button data-action="whole-board" data-icon="⤢" onclick={set(Asked::Whole)}>{ words.whole_board }</button>
                    </div>
                }
            }
            None if self.cramped() => html! {
                <div class="zoom-bar">
                    <button data-action="zoom-in" data-icon="⤡" onclick={set(Asked::At(self.focus.unwrap_or(self.scale.whole.centre())))}>
                        { words.zoom_in }
                    </button>
                </div>
            },
            None => Html::default(),
        }
    }
}

/// The pointer handlers a zoomable drawing takes: `onpointerdown`, `onpointermove`, and
/// `onpointerup` and `onpointercancel` both to `up`.
pub struct DragHandlers {
    pub down: Callback<PointerEvent>,
    pub moving: Callback<PointerEvent>,
    pub up: Callback<PointerEvent>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TwixT 24×24: holes one unit apart, the coordinates around them.
    const TWIXT_24: Scale = Scale { whole: Rect { x: 0.0, y: 0.0, w: 25.0, h: 25.0 }, pitch: 1.0 };

    #[test]
    fn a_board_whose_cells_reach_a_fingertip_is_shown_whole() {
        assert_eq!(TWIXT_24.window((900.0, 900.0), (12.0, 12.0)), None);
        assert_eq!(TWIXT_24.window((0.0, 0.0), (12.0, 12.0)), None, "not measured yet");
    }

    #[test]
    fn small_cells_are_shown_at_a_readable_scale_around_the_centre() {
        // A phone: 390 pixels for 25 units, 15.6 a hole; 44 a hole in the window.
        let window = TWIXT_24.window((390.0, 390.0), (12.5, 12.5)).unwrap();
        assert!((window.w - 25.0 * 15.6 / 44.0).abs() < 1e-3 && window.w == window.h, "{window:?}");
        assert!((window.centre().0 - 12.5).abs() < 1e-3);
    }

    #[test]
    fn at_a_border_the_window_is_pushed_back_inside_the_board() {
        let window = TWIXT_24.window((390.0, 390.0), (0.0, 24.0)).unwrap();
        assert_eq!((window.x, window.y + window.h), (0.0, 25.0));
    }

    #[test]
    fn on_a_cramped_board_a_first_tap_marks_and_a_second_on_the_same_point_plays() {
        assert_eq!(second_tap(None, 5, true), None, "marks 5");
        assert_eq!(second_tap(Some(4), 5, true), None, "marks 5 instead of 4");
        assert_eq!(second_tap(Some(5), 5, true), Some(5), "plays 5");
        assert_eq!(second_tap(None, 5, false), Some(5), "where fingers have room, a tap plays");
    }

    #[test]
    fn a_window_contains_the_points_it_shows() {
        let window = Rect { x: 2.0, y: 3.0, w: 5.0, h: 5.0 };
        assert!(window.contains((2.0, 8.0)) && !window.contains((1.9, 5.0)));
    }
}
