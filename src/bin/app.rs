//! The page: mounts the Yew app on the document body.

fn main() {
    yew::Renderer::<fogliaccio::ui::App>::new().render();
}
