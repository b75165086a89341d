/** Texts of the /auth screens (spec 2 and 5). */
export {};
