/* results_print.h: the supervisor's views of the results database:
 * attempts as an aligned table, as CSV (RFC 4180: CRLF line ends, fields
 * with a comma, quote, CR or LF quoted, quotes doubled) or as a JSON
 * array; one attempt with every action; a trainee's progress. */
#ifndef CLI_RESULTS_PRINT_H
#define CLI_RESULTS_PRINT_H

#include <stddef.h>

#include "trainer/store.h"

enum results_format { RESULTS_TABLE, RESULTS_CSV, RESULTS_JSON };

/* Each returns an exit status (EXIT_ERROR when the output failed). */
int results_print_list(const struct store_attempt *a, size_t n,
		       enum results_format f);
int results_print_show(const struct store_attempt *a,
		       const struct store_skill *skills, size_t n_skills,
		       const struct store_action *acts, size_t n_acts);
int results_print_progress(const char *trainee,
			   const struct store_point *points, size_t n_points,
			   const struct store_skill *weak, size_t n_weak,
			   const struct store_spot *spots, size_t n_spots);

#endif
