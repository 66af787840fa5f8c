"""Scream Park scoring: special effects, end-of-day theme and VIP, end-of-game bonuses.

Dual: pytest and the MicroPython VM."""

from test_scream_park_helpers import (
    ascending,
    auto,
    bottom,
    bottom_staff,
    cost,
    day_one_points,
    day_over,
    deal,
    first,
    pick_with,
    place_all,
    plain,
    setup,
    solo_hand,
    top_staff,
    vip_card,
)

from engines import scream_park as sp
from engines import scream_park_data as data
from engines import scream_park_score as score
from engines.bots import RandomBot
from engines.rng import Rng
from host_tools.bench.vm.playout import play_out
from support.script import play

# ---- special effects ---------------------------------------------------------------------------


def test_the_vip_effect_lets_the_vip_into_any_scene():
    # day 1: the goth enters scenes with a candelabra or a skull; these have neither
    def bare(card):
        return (
            data.SCENIC_OF[card] in (data.NO_SCENIC, 2, 3)
            and data.EFFECT_OF[card] != data.EFFECT_COPY
            and not top_staff(card)
        )

    vip = ascending(lambda c: bare(c) and data.EFFECT_OF[c] == data.EFFECT_VIP, 1)
    others = ascending(lambda c: bare(c) and data.EFFECT_OF[c] == data.NO_EFFECT, 1)
    assert others and data.POINTS[others[0]] <= data.POINTS[vip[0]]
    assert day_one_points([others[0], vip[0]])[1] == 0  # stopped at the first scene
    assert day_one_points(vip)[1] == 2


def _missing(card):
    """The genre symbols the scene card still needs, one entry a diamond."""
    counts = score.genre_counts([card])
    need = cost(card)
    missing = []
    for g in range(data.NUM_GENRES):
        missing.extend([g] * max(0, need.count(g) - counts[g]))
    return missing


def test_ignore_one_cost_completes_a_scene_short_of_one_diamond():
    def short_of_two(card):
        return len(_missing(card)) >= 2

    ignorer = first(lambda c: data.EFFECT_OF[c] == data.EFFECT_IGNORE and short_of_two(c))
    other = first(lambda c: data.EFFECT_OF[c] == data.NO_EFFECT and short_of_two(c))
    for card, complete in ((ignorer, True), (other, False)):
        missing = _missing(card)
        all_but_one = [card] + [score.GENRE_CARD + g for g in missing[1:]]
        all_but_two = [card] + [score.GENRE_CARD + g for g in missing[2:]]
        assert score.is_complete(all_but_one) is complete
        assert score.is_complete(all_but_two) is False


def test_ignore_one_cost_is_not_a_genre_symbol():
    # theme ghost+zombie: a scene whose only symbols are other genres scores no theme point
    ignorer = first(
        lambda c: (
            data.EFFECT_OF[c] == data.EFFECT_IGNORE
            and not top_staff(c)
            and 0 not in bottom(c)
            and 1 not in bottom(c)
        )
    )
    assert day_one_points([ignorer], themes=((0, 1),))[0] == 0


def test_copy_effect_shows_the_days_scenic_symbol():
    # the photographer enters scenes with the day's scenic symbol (lightbulb on its card)
    copier = first(lambda c: data.EFFECT_OF[c] == data.EFFECT_COPY and not top_staff(c))
    assert data.SCENIC_OF[copier] == data.NO_SCENIC
    vips = (vip_card("photographer"), vip_card("critic"), vip_card("union rep"))
    assert day_one_points([copier], vips=vips)[1] == 2
    assert score.has_scenic([copier], 3, 3) and not score.has_scenic([copier], 0, 3)


def test_copy_effect_counts_sundays_symbol_in_the_scenic_sets():  # ruling P12
    copier = first(lambda c: data.EFFECT_OF[c] == data.EFFECT_COPY)
    others = []
    for symbol in (0, 1, 2):
        others.append(first(lambda c, s=symbol: plain(c) and data.SCENIC_OF[c] == s))
    park = [[copier]] + [[c] for c in others]
    sunday_lightbulb = score.final_scores(park, 3, False)[3]
    sunday_skull = score.final_scores(park, 1, False)[3]
    assert sunday_lightbulb == 6 and sunday_skull == 0


def test_gain_staff_effect_pays_a_staff_the_moment_it_is_placed():
    booster = first(lambda c: data.EFFECT_OF[c] == data.EFFECT_STAFF and not top_staff(c))
    state = solo_hand([booster])
    pick_with(state, booster)
    play(state, sp.PLACE + booster)
    assert state.observation()["staff"] == [3]


def test_gain_staff_effect_after_paying_the_staff_need():
    needy = first(lambda c: data.EFFECT_OF[c] == data.EFFECT_STAFF and top_staff(c))
    state = solo_hand([needy])
    pick_with(state, needy)
    play(state, sp.PLACE + needy)
    assert state.observation()["staff"] == [2]


# ---- end of the day: theme and VIP --------------------------------------------------------


def test_theme_scores_a_point_for_either_genre_and_two_for_both():
    # theme ghost+zombie (0, 1)
    both = first(lambda c: plain(c) and sorted(bottom(c)) == [0, 1])
    one = first(lambda c: plain(c) and bottom(c) == [0] and data.POINTS[c] <= data.POINTS[both])
    none = first(lambda c: plain(c) and 0 not in bottom(c) and 1 not in bottom(c))
    assert day_one_points([one], themes=((0, 1),))[0] == 1
    assert day_one_points([both], themes=((0, 1),))[0] == 2
    assert day_one_points([none], themes=((0, 1),))[0] == 0


def test_a_scene_scores_its_theme_genre_once_however_many_symbols():
    double = first(lambda c: plain(c) and bottom(c) == [1, 1])
    assert day_one_points([double], themes=((0, 1),))[0] == 1


def test_cost_diamonds_never_count_for_the_theme():
    card = first(lambda c: plain(c) and 0 in cost(c) and 0 not in bottom(c) and 1 not in bottom(c))
    assert day_one_points([card], themes=((0, 1),))[0] == 0


def test_the_vip_stops_at_the_first_scene_it_may_not_enter():
    # the goth (day 1) enters scenes with a candelabra or a skull
    def goth(card):
        return plain(card) and data.SCENIC_OF[card] in (0, 1)

    def not_goth(card):
        return plain(card) and data.SCENIC_OF[card] in (data.NO_SCENIC, 2, 3)

    a = ascending(goth, 1)[0]
    b = ascending(lambda c: not_goth(c) and data.POINTS[c] >= data.POINTS[a], 1)[0]
    c = ascending(lambda x: goth(x) and data.POINTS[x] >= data.POINTS[b], 1, (a,))[0]
    assert day_one_points([a, b, c])[1] == 2  # a only: b stops the VIP, c is never reached
    assert day_one_points([a, c])[1] == 4


def test_the_vip_never_enters_without_scenes():
    state = setup(2)
    auto(state, day_over(1))
    assert state.observation()["day_scores"][0] == [[0, 0], [0, 0]]


def test_the_vip_starts_again_from_the_first_scene_each_day():
    # a complete scene with a candelabra or a skull: Friday's goth and Saturday's critic
    # both enter it, each walking in from the theme card
    card = first(lambda c: plain(c) and data.SCENIC_OF[c] in (0, 1) and score.is_complete([c]))
    state = place_all([card])
    auto(state, day_over(2))
    view = state.observation()
    assert view["day_scores"][0][0][1] == 2 and view["day_scores"][1][0][1] == 2


def test_day_scores_go_on_the_score_track():
    def both_and_goth(card):
        genres = bottom(card)
        return plain(card) and len(set(genres)) == 2 and data.SCENIC_OF[card] in (0, 1)

    card = first(both_and_goth)
    low, high = sorted(bottom(card))
    theme = data.THEMES.index(low << 4 | high)
    state = place_all([card], themes=((theme, (theme + 1) % 10),))
    auto(state, day_over(1))
    view = state.observation()
    assert view["day_scores"][0] == [[2, 2]] and view["scores"] == [4]


# ---- end of the game ---------------------------------------------------------------------------


def _two_player_final(cards0, cards1=()):
    """2 players; on Friday's first turn p0 places `cards0` and p1 `cards1` (at the right
    end), everything else is discarded. The observation at the end of the game."""
    wanted = (list(cards0), list(cards1))
    state = setup(2)
    deal(state, wanted, reserved=wanted[0] + wanted[1])
    picks = []
    for p in range(2):
        hand = state.observation()["hands"][p]
        chosen = (wanted[p] + [c for c in hand if c not in wanted[p]])[:2]
        play(state, sp.PICK + chosen[0], sp.PICK + chosen[1])
        picks.append(chosen)
    for p in range(2):
        for card in picks[p]:
            if card in wanted[p]:
                play(state, sp.PLACE + card)
                if state.observation()["step"] == "slot":
                    play(state, state.legal_actions()[-1])
            else:
                play(state, sp.DISCARD + card)
    auto(state)
    return state.observation()


def test_only_complete_scenes_score_their_points():
    done = first(lambda c: plain(c) and score.is_complete([c]) and data.POINTS[c] >= 2)
    undone = first(lambda c: plain(c) and not score.is_complete([c]) and data.POINTS[c] >= 2)
    view = _two_player_final([done], [undone])
    assert view["final"][0][0] == data.POINTS[done]
    assert view["final"][1][0] == 0


def test_the_most_special_effect_symbols_score_three_and_ties_all_score():
    def effect(card):
        return data.EFFECT_OF[card] not in (data.NO_EFFECT, data.EFFECT_STAFF)

    fx = [c for c in range(120) if effect(c) and not top_staff(c)]
    fx.sort(key=lambda c: data.POINTS[c])
    view = _two_player_final(fx[:2], fx[2:3])
    assert view["final"][0][1] == 3 and view["final"][1][1] == 0
    view = _two_player_final(fx[:1], fx[1:2])
    assert view["final"][0][1] == 3 and view["final"][1][1] == 3


def test_no_special_effect_symbols_no_bonus():  # ruling P10
    view = _two_player_final([], [])
    assert view["final"] == [[0, 0, 0, 0], [0, 0, 0, 0]]


def test_each_staff_in_a_scene_scores_a_point():  # ruling P11
    needy = first(lambda c: top_staff(c) and data.EFFECT_OF[c] == data.NO_EFFECT)
    view = _two_player_final([needy])
    assert view["final"][0][2] == 1
    scene = [needy, first(lambda c: bottom_staff(c)), first(lambda c: plain(c))]
    assert score.staff_symbols(scene) == 2


def test_each_complete_set_of_four_scenic_symbols_scores_six():
    one_each = [first(lambda c, s=s: plain(c) and data.SCENIC_OF[c] == s) for s in range(4)]
    park = [[c] for c in one_each]
    assert score.final_scores(park, 0, False)[3] == 6
    assert score.final_scores(park + park, 0, False)[3] == 12
    assert score.final_scores(park[:3] + park[:3], 0, False)[3] == 0


def test_end_scores_add_to_the_day_scores():
    done = first(lambda c: plain(c) and score.is_complete([c]) and data.POINTS[c] >= 2)
    view = _two_player_final([done])
    days = sum(sum(day[0]) for day in view["day_scores"])
    assert view["scores"][0] == days + sum(view["final"][0])


def _scenes(park):
    """A park of the observation as the scoring module reads it: [card, added..., genres...]."""
    return [
        [top] + list(added) + [score.GENRE_CARD + g for g in genres]
        for top, added, genres, _ in park
    ]


def test_the_games_end_scores_each_park_as_its_scenes_read_afresh():
    # the engine keeps each scene's completeness as the scene changes and scores the game's
    # end from it: the same points as scoring every scene anew from the board
    for seed in (1, 2, 3):
        state = play_out(sp.new_game(5), Rng(seed + 10), RandomBot(Rng(seed)).choose)
        view = state.observation()
        sunday = data.VIP_SYMBOLS[view["vips"][2]]
        for p in range(5):
            park = view["attractions"][p]
            assert [done for _, _, _, done in park] == [
                score.is_complete(s) for s in _scenes(park)
            ]
            fresh = score.final_scores(_scenes(park), sunday, False)
            assert [fresh[0], fresh[2], fresh[3]] == [view["final"][p][k] for k in (0, 2, 3)]
