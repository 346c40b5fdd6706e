"""tabletop.rules.kept: what is made of an unchanging object, kept by the object's identity."""

from tabletop.rules.kept import KeptByIdentity


def test_a_value_is_found_by_its_objects_identity_and_extra_part_only():
    kept: KeptByIdentity[str] = KeptByIdentity(10)
    card, equal_card = [1, 2], [1, 2]
    assert kept.keep(card, "owner 0", 0) == "owner 0"
    assert kept.get(card, 0) == "owner 0"
    assert kept.get(card, 1) is None, "made for another owner"
    assert kept.get(equal_card, 0) is None, "an equal object is not the same object"


def test_the_oldest_value_goes_first_once_more_are_kept_than_its_size():
    kept: KeptByIdentity[int] = KeptByIdentity(2)
    objects = [object() for _ in range(3)]
    for number, obj in enumerate(objects):
        kept.keep(obj, number)
    assert [kept.get(obj) for obj in objects] == [None, 1, 2]
    kept.clear()
    assert [kept.get(obj) for obj in objects] == [None, None, None]
