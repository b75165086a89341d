/** Texts of the shell: layout, landing, error pages, offline notices. */
export {};
