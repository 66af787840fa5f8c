"""Scream Park components as designed (rulings P1-P4): counts, the published facts the data
must respect, and the card mix that brings every VIP, theme and special effect into an
ordinary game. Dual: pytest and the MicroPython VM.
"""

from test_scream_park_helpers import bottom, cost, vip_card

from engines import scream_park as sp
from engines import scream_park_data as data
from engines import scream_park_score as score
from engines.rng import Rng
from host_tools.bench.vm.playout import play_out

_EFFECTS = (data.EFFECT_VIP, data.EFFECT_IGNORE, data.EFFECT_COPY, data.EFFECT_STAFF)


def _genres(pair):
    """The two genres of a theme card or a genre card, one a hex digit of its byte."""
    return pair >> 4, pair & 15


def test_there_are_120_scene_cards():
    assert data.NUM_SCENES == 120
    assert len(data.POINTS) == len(data.EFFECT_OF) == len(data.SCENIC_OF) == 120
    assert len(data.COST) == 3 * 120 and len(data.BOTTOM) == 2 * 120


def test_scene_points_run_from_one_to_six_and_six_point_scenes_need_up_to_three_diamonds():
    assert sorted(set(data.POINTS)) == [1, 2, 3, 4, 5, 6]
    for card in range(120):
        assert 1 <= len(cost(card)) <= 3
    assert max(len(cost(c)) for c in range(120) if data.POINTS[c] == 6) == 3


def test_a_scene_usually_gets_a_symbol_from_its_own_bottom_half():
    own = [c for c in range(120) if [g for g in bottom(c) if g in cost(c)]]
    assert len(own) * 10 >= 120 * 8  # at least 80% of the cards


def test_each_add_on_carries_one_or_two_genre_symbols_and_sometimes_a_staff_need():
    assert all(1 <= len(bottom(card)) <= 2 for card in range(120))
    needs = [c for c in range(120) if data.STAFF_OF[c] & 2]
    assert 0 < len(needs) < 60


def test_some_scenes_need_staff():
    needs = [c for c in range(120) if data.STAFF_OF[c] & 1]
    assert 0 < len(needs) < 60


def test_20_double_sided_genre_cards_over_5_genres():
    assert len(data.GENRES) == data.NUM_GENRES == 5
    sides = [_genres(kind) for kind in data.GENRE_CARD_SIDES]
    assert len(sides) * data.GENRE_CARD_COPIES == 20
    assert all(a != b for a, b in sides) and len(set(sides)) == len(sides)


def test_10_theme_cards_each_show_2_genre_symbols():
    themes = [_genres(theme) for theme in data.THEMES]
    assert len(themes) == 10 and len(set(themes)) == 10
    assert all(a < b < data.NUM_GENRES for a, b in themes)


def test_10_vip_cards_each_a_rule_and_a_scenic_symbol():
    assert len(data.VIPS) == 10 and len(set(data.VIPS)) == 10
    # the scoring module reads each card's rule by its place in this order
    assert data.VIPS[:3] == ("birthday party", "haunt brat", "critic")
    assert data.VIPS[-3:] == ("goth", "tech geek", "union rep")
    assert len(data.VIP_SYMBOLS) == 10
    assert all(0 <= symbol < data.NUM_SCENIC for symbol in data.VIP_SYMBOLS)


def test_4_scenic_symbols():
    assert data.SCENIC == ("candelabra", "skull", "audio", "lightbulb")


def test_the_four_special_effects_are_on_ten_cards_each():
    for effect in _EFFECTS:
        assert sum(1 for c in range(120) if data.EFFECT_OF[c] == effect) == 10
    assert data.EFFECTS[1:] == ("vip", "ignore cost", "copy scenic", "gain staff")


def test_copy_scenic_cards_print_no_scenic_symbol_of_their_own():
    for card in range(120):
        if data.EFFECT_OF[card] == data.EFFECT_COPY:
            assert data.SCENIC_OF[card] == data.NO_SCENIC


def test_the_birthday_party_and_the_haunt_brat_are_about_genre_symbols():
    # same scene card, different add-ons: only the genre symbols change the verdict
    card = next(c for c in range(120) if data.EFFECT_OF[c] == 0 and len(bottom(c)) == 1)
    g = bottom(card)[0]
    others = [x for x in range(5) if x != g]
    one = [card]
    three = [card, score.GENRE_CARD + others[0], score.GENRE_CARD + others[1]]
    assert score.vip_enters(vip_card("haunt brat"), one, 0)
    assert not score.vip_enters(vip_card("haunt brat"), three, 0)
    assert score.vip_enters(vip_card("birthday party"), three, 0)
    assert not score.vip_enters(vip_card("birthday party"), one, 0)


def test_every_vip_rule_lets_some_scenes_in_and_keeps_others_out():
    # scenes of one card, and of one card with one genre card added under it
    for vip in range(len(data.VIPS)):
        entered = tried = 0
        for card in range(120):
            if data.EFFECT_OF[card] == data.EFFECT_VIP:
                continue
            for extra in [None] + list(range(data.NUM_GENRES)):
                scene = [card] if extra is None else [card, score.GENRE_CARD + extra]
                tried += 1
                entered += 1 if score.vip_enters(vip, scene, 0) else 0
        assert 0 < entered < tried, (vip, entered)


def test_every_theme_shows_up_on_add_ons():
    for first, second in [_genres(theme) for theme in data.THEMES]:
        both = [c for c in range(120) if first in bottom(c) and second in bottom(c)]
        either = [c for c in range(120) if first in bottom(c) or second in bottom(c)]
        assert both and len(either) >= 30


def test_every_special_effect_is_almost_surely_dealt_in_a_two_player_game():
    # 48 of the 120 cards are dealt in a 2-player game; 10 cards carry each effect, so an
    # effect stays out of the hands with probability C(110, 48) / C(120, 48) < 0.6%.
    missing = 1.0
    for i in range(48):
        missing *= (110 - i) / (120 - i)
    assert missing < 0.006


def test_every_vip_theme_and_effect_comes_up_in_seeded_games():
    """40 seeded 2-player games of random play: every VIP is drawn and scores, every kept
    theme scores, every special effect gets placed as a scene."""
    vip_points = [0] * len(data.VIPS)
    theme_points = [0] * len(data.THEMES)
    kept = [0] * len(data.THEMES)
    placed = [0] * 5
    for seed in range(1, 41):
        view = play_out(sp.new_game(2), Rng(seed)).observation()
        for day in range(3):
            for p in range(2):
                theme, vip = view["day_scores"][day][p]
                vip_points[view["vips"][day]] += vip
                theme_points[view["theme"][p]] += theme
        for p in range(2):
            kept[view["theme"][p]] += 1
            for scene in view["attractions"][p]:
                placed[data.EFFECT_OF[scene[0]]] += 1
    assert min(vip_points) > 0, vip_points
    assert all(theme_points[t] > 0 for t in range(10) if kept[t]), theme_points
    assert min(kept) > 0, kept
    assert min(placed[e] for e in _EFFECTS) > 0, placed
