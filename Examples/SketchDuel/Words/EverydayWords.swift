extension WordList {
    /// Things, places and actions anyone can draw (the default list).
    static let everydayWords: [String] = [
        "apple", "banana", "pear", "cherry", "grapes", "lemon", "carrot", "pizza", "cake", "cookie",
        "bread", "cheese", "egg", "ice cream", "sandwich", "hot dog", "donut", "cup", "teapot", "bottle",
        "spoon", "fork", "knife", "plate", "bowl", "house", "castle", "tent", "bridge", "tower",
        "church", "barn", "igloo", "lighthouse", "window", "door", "stairs", "fence", "chimney", "roof",
        "chair", "table", "bed", "lamp", "clock", "sofa", "mirror", "bathtub", "toilet", "candle",
        "key", "lock", "book", "pencil", "scissors", "envelope", "stamp", "umbrella", "glasses", "hat",
        "shoe", "sock", "shirt", "dress", "crown", "ring", "necklace", "watch", "glove", "scarf",
        "car", "bus", "train", "bicycle", "boat", "ship", "airplane", "rocket", "helicopter", "truck",
        "tractor", "skateboard", "anchor", "wheel", "traffic light", "sun", "moon", "star", "cloud", "rain",
        "snowman", "rainbow", "lightning", "tornado", "volcano", "mountain", "island", "river", "beach", "wave",
        "tree", "flower", "leaf", "cactus", "mushroom", "palm tree", "rose", "grass", "forest", "pumpkin",
        "ball", "kite", "balloon", "drum", "guitar", "piano", "trumpet", "violin", "bell", "whistle",
        "camera", "phone", "computer", "television", "radio", "robot", "light bulb", "battery", "magnet", "plug",
        "hammer", "saw", "ladder", "shovel", "bucket", "broom", "rope", "nail", "screw", "axe",
        "heart", "smile", "eye", "nose", "ear", "hand", "foot", "tooth", "skeleton", "brain",
        "ghost", "dragon", "mermaid", "wizard", "pirate", "king", "queen", "angel", "alien", "monster",
        "sword", "shield", "bow", "arrow", "cannon", "flag", "map", "compass", "treasure", "coin",
        "gift", "letter", "newspaper", "calendar", "trophy", "medal", "ticket", "basket", "backpack", "suitcase",
        "football", "tennis", "golf", "skiing", "swimming", "fishing", "dancing", "sleeping", "running", "reading",
        "pyramid", "windmill", "fountain", "playground", "swing", "slide", "sandcastle", "campfire", "fireworks", "parachute",
        "snowflake", "iceberg", "desert", "cave", "waterfall", "sunset", "satellite", "planet", "comet", "telescope",
        "toothbrush", "comb", "soap", "towel", "pillow", "blanket", "spider web", "nest", "feather", "bone",
    ]
}
