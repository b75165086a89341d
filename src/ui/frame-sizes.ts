/** Spec "Layout": the top bar (and the public pages' logo bar) is 70 px high. */
export const TOP_BAR_HEIGHT = '70px';
/** The side menu's width, beside the page on wide screens and over it on narrow ones. */
export const MENU_WIDTH = '250px';
