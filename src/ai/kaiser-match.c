/* kaiser-match.c */
#define G_LOG_DOMAIN "kaiser-match"

#include "kaiser-match.h"

gboolean
kaiser_match_play (KaiserGame    *game,
                   KaiserPlayer **players,
                   GError       **error)
{
  for (;;)
    {
      KaiserPhase phase = kaiser_game_get_phase (game);
      KaiserObservation obs;
      KaiserAction action;
      KaiserSeat seat;

      if (phase == KAISER_PHASE_GAME_OVER)
        return TRUE;
      if (phase == KAISER_PHASE_HAND_OVER)
        {
          if (kaiser_game_get_hand_number (game) >= KAISER_MATCH_MAX_HANDS)
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE,
                           "No side won in %u hands", KAISER_MATCH_MAX_HANDS);
              return FALSE;
            }
          if (!kaiser_game_next_hand (game, error))
            return FALSE;
          continue;
        }
      seat = kaiser_game_get_to_act (game);
      kaiser_game_observe (game, seat, &obs);
      if (!kaiser_player_decide (players[seat], &obs, &action, error))
        return FALSE;
      if (!kaiser_game_apply (game, &action, error))
        return FALSE;
    }
}
