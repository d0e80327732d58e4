/* SPDX-License-Identifier: GPL-3.0-or-later */
/* list.h: a scrollable, searchable list, and a one-line text field.
 *
 * The widget every chooser of the trainer uses (scenarios, skills, rules
 * profiles, rules).  It owns copies of its items' texts, filters them as
 * the trainee types after '/' (case- and accent-blind: "seccion" finds
 * "Sección"), keeps the selection visible, and draws itself into a box.
 * Texts from files are drawn, never used as formats.  The model (items,
 * filter, selection) needs no terminal, so tests drive it directly. */
#ifndef TUI_LIST_H
#define TUI_LIST_H

#include <stdbool.h>
#include <stddef.h>

#define LINE_EDIT_MAX 1024
#define LIST_TEXT_MAX 256
#define LIST_DETAIL_MAX 160

/* A one-line field: the '/' search of a list, a path to open. */
struct line_edit {
	char buf[LINE_EDIT_MAX];       /* UTF-8, NUL-terminated */
	size_t len;
};

enum line_edit_result {
	LINE_EDIT_IGNORED,   /* not a key of the field */
	LINE_EDIT_CHANGED,   /* the text changed */
	LINE_EDIT_DONE,      /* Enter */
	LINE_EDIT_CANCEL,    /* Esc */
};

void line_edit_clear(struct line_edit *e);
void line_edit_set(struct line_edit *e, const char *text);
/* Handles a key from get_wch: printable characters are appended,
 * Backspace removes the last character, Ctrl-U clears. */
enum line_edit_result line_edit_key(struct line_edit *e, int key,
				    bool is_code);
/* Draws label then the field's text at y, x in width columns (the end
 * of a long text stays visible), with a cursor mark. */
void line_edit_draw(const struct line_edit *e, const char *label, int y,
		    int x, int width);

struct list_item {
	char text[LIST_TEXT_MAX];      /* the line, left */
	char detail[LIST_DETAIL_MAX];  /* right column (a citation), or "" */
	int tag;                       /* the caller's: an index, an id */
	bool disabled;                 /* shown greyed (an invalid file) */
};

struct list {
	struct list_item *items;
	size_t count, cap;
	size_t *shown;                 /* indices of the items matching */
	size_t n_shown;
	size_t sel;                    /* selection, an index into shown */
	size_t top;                    /* first row drawn, into shown */
	struct line_edit query;
	bool searching;                /* the '/' field has the keys */
	int rows;                      /* item rows at the last draw */
	int detail_width;              /* columns kept for details: 0 auto */
	/* More to search than the line: an item the filter's query does
	 * not find in its text or detail is shown when match says so (the
	 * Rules browser searches explanations and regulation texts).
	 * NULL: text and detail only. */
	bool (*match)(const struct list_item *it, const char *query,
		      const void *ctx);
	const void *match_ctx;
};

enum list_result {
	LIST_IGNORED,    /* not a key of the list */
	LIST_CHANGED,    /* selection, filter or field changed: redraw */
	LIST_ACTIVATE,   /* Enter on an item */
};

void list_init(struct list *l);
void list_free(struct list *l);
/* Removes every item (the query stays). */
void list_clear(struct list *l);
/* Appends an item (texts are copied, cut at a character boundary when
 * too long); false when out of memory. */
bool list_add(struct list *l, const char *text, const char *detail, int tag,
	      bool disabled);
/* Filters by text (NULL or "" shows all); the selection stays on the
 * same item when it still matches. */
void list_set_query(struct list *l, const char *query);
/* Selects the first shown item with this tag; false if none. */
bool list_select_tag(struct list *l, int tag);
/* The selected item, or NULL when nothing is shown. */
const struct list_item *list_selected(const struct list *l);
/* Arrows, Page Up/Down, Home/End, Enter, '/' to search; while searching
 * the keys go to the field (Enter keeps the filter, Esc drops it); Esc
 * with a filter set and no field open drops the filter. */
enum list_result list_key(struct list *l, int key, bool is_code);

/* Whether text matches query as the filter reads it. */
bool list_matches(const char *text, const char *query);

/* Draws the list into the box (needs the terminal); the last row is the
 * search field while one is open or set. */
void list_draw(struct list *l, int y, int x, int height, int width,
	       const char *empty_text);

#endif
