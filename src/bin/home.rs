//! The home screen's own small build of the page (see `fogliaccio::ui::Build`): mounts the
//! Yew app, with no game screen in it, on the document body.

fn main() {
    yew::Renderer::<fogliaccio::ui::App<fogliaccio::ui::HomeOnly>>::new().render();
}
