// Browser tests pass functions to page.evaluate that run in the page: they need the DOM types.
/// <reference lib="dom" />
