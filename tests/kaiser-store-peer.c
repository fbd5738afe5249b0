/* kaiser-store-peer.c: a running copy of Three-Spot's saved-game store,
 * for test-store-processes.  It opens a store over the settings of its
 * environment (GSETTINGS_BACKEND, XDG_CONFIG_HOME) and the saved games of
 * XDG_DATA_HOME, then obeys one command a line on stdin and answers each
 * with lines ending in "ok" (or "error MESSAGE") on stdout:
 *
 *   save NAME SEED ACTIONS   the game of SEED after ACTIONS actions, as NAME
 *   rename NAME NEW          the game NAME renamed NEW
 *   delete NAME              the game NAME deleted
 *   list                     "NAME<tab>SEED<tab>ACTIONS" for each game
 *                            (SEED "damaged" when it does not load)
 *   autosave SEED ACTIONS    the game of SEED after ACTIONS actions
 *                            autosaved as the game in progress
 *   resume                   "SEED<tab>ACTIONS" of the game in progress
 *                            resumed, "none", or "damaged<tab>WHY"
 *   quit
 *
 * Each change is flushed (written to disk) before the answer. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaiser-game-store.h"

static KaiserSavedGame *
find_named (KaiserGameStore *store, const char *name)
{
  GListModel *games = kaiser_game_store_get_games (store);

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (games, i);

      if (g_str_equal (kaiser_saved_game_get_name (item), name))
        return g_steal_pointer (&item);
    }
  return NULL;
}

static KaiserGame *
play (guint64 seed, guint n_actions)
{
  KaiserRules rules;
  KaiserGame *game;

  kaiser_rules_init_standard (&rules);
  game = kaiser_game_new (&rules, seed);
  while (kaiser_game_get_n_actions (game) < n_actions)
    {
      KaiserAction actions[KAISER_MAX_ACTIONS];

      if (kaiser_game_get_phase (game) == KAISER_PHASE_HAND_OVER)
        kaiser_game_next_hand (game, NULL);
      else if (kaiser_game_get_phase (game) == KAISER_PHASE_GAME_OVER ||
               kaiser_game_legal_actions (game, actions) == 0 ||
               !kaiser_game_apply (game, &actions[0], NULL))
        break;
    }
  return game;
}

static void
list (KaiserGameStore *store)
{
  GListModel *games = kaiser_game_store_get_games (store);

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(KaiserSavedGame) item = g_list_model_get_item (games, i);
      g_autoptr(KaiserGame) game = kaiser_game_store_load (store, item, NULL);

      if (game)
        printf ("%s\t%" G_GUINT64_FORMAT "\t%u\n", kaiser_saved_game_get_name (item),
                kaiser_game_get_seed (game), kaiser_game_get_n_actions (game));
      else
        printf ("%s\tdamaged\t0\n", kaiser_saved_game_get_name (item));
    }
}

/* One command; FALSE to quit. */
static gboolean
obey (KaiserGameStore *store, char **words)
{
  g_autoptr(GError) error = NULL;
  guint n = g_strv_length (words);
  g_autoptr(KaiserSavedGame) item = NULL;

  if (n == 1 && g_str_equal (words[0], "quit"))
    return FALSE;
  if (n == 1 && g_str_equal (words[0], "list"))
    list (store);
  else if (n == 3 && g_str_equal (words[0], "autosave"))
    {
      g_autoptr(KaiserGame) game = play (g_ascii_strtoull (words[1], NULL, 10), atoi (words[2]));

      kaiser_game_store_autosave (store, game);
    }
  else if (n == 1 && g_str_equal (words[0], "resume"))
    {
      g_autoptr(GError) why = NULL;
      g_autoptr(KaiserGame) game = kaiser_game_store_resume (store, &why);

      if (game)
        printf ("%" G_GUINT64_FORMAT "\t%u\n", kaiser_game_get_seed (game), kaiser_game_get_n_actions (game));
      else if (why)
        printf ("damaged\t%s\n", why->message);
      else
        printf ("none\n");
    }
  else if (n == 4 && g_str_equal (words[0], "save"))
    {
      g_autoptr(KaiserGame) game = play (g_ascii_strtoull (words[2], NULL, 10), atoi (words[3]));

      kaiser_game_store_save (store, game, words[1], &error);
    }
  else if (n == 3 && g_str_equal (words[0], "rename"))
    {
      if ((item = find_named (store, words[1])) != NULL)
        kaiser_game_store_rename (store, item, words[2], &error);
    }
  else if (n == 2 && g_str_equal (words[0], "delete"))
    {
      if ((item = find_named (store, words[1])) != NULL)
        kaiser_game_store_delete (store, item, NULL);
    }
  else
    {
      printf ("error unknown command\n");
      return TRUE;
    }
  if ((g_str_equal (words[0], "rename") || g_str_equal (words[0], "delete")) && item == NULL)
    printf ("error no game named %s\n", words[1]);
  else if (error)
    printf ("error %s\n", error->message);
  else
    {
      kaiser_game_store_flush (store);
      printf ("ok\n");
    }
  return TRUE;
}

int
main (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(KaiserGameStore) store = kaiser_game_store_new (settings);
  char line[1024];
  gboolean go_on = TRUE;

  setvbuf (stdout, NULL, _IOLBF, 0);
  printf ("ok\n");
  while (go_on && fgets (line, sizeof line, stdin))
    {
      g_auto(GStrv) words = g_strsplit (g_strchomp (line), " ", -1);

      go_on = obey (store, words);
      fflush (stdout);
    }
  return 0;
}
