//! Hex's own build of the page (see `fogliaccio::ui::Build`): mounts the Yew app, with no
//! other game's screen in it, on the document body.

fn main() {
    yew::Renderer::<fogliaccio::ui::App<fogliaccio::ui::HexOnly>>::new().render();
}
