//! The page with every screen: mounts the Yew app on the document body.

fn main() {
    yew::Renderer::<fogliaccio::ui::App<fogliaccio::ui::Whole>>::new().render();
}
