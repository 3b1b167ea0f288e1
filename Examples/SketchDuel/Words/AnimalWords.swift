extension WordList {
    /// Animals, from pets to sea creatures.
    static let animalWords: [String] = [
        "cat", "dog", "mouse", "rabbit", "hamster", "horse", "cow", "pig", "sheep", "goat",
        "chicken", "duck", "goose", "turkey", "donkey", "llama", "camel", "elephant", "giraffe", "zebra",
        "lion", "tiger", "leopard", "cheetah", "bear", "panda", "koala", "kangaroo", "monkey", "gorilla",
        "fox", "wolf", "deer", "moose", "squirrel", "hedgehog", "beaver", "otter", "raccoon", "skunk",
        "bat", "owl", "eagle", "parrot", "penguin", "flamingo", "swan", "peacock", "crow", "pigeon",
        "snake", "lizard", "turtle", "frog", "crocodile", "chameleon", "dinosaur", "snail", "worm", "spider",
        "ant", "bee", "butterfly", "ladybug", "dragonfly", "mosquito", "grasshopper", "beetle", "caterpillar", "scorpion",
        "fish", "shark", "whale", "dolphin", "octopus", "squid", "crab", "lobster", "jellyfish", "starfish",
        "seahorse", "seal", "walrus", "polar bear", "hippo", "rhino", "sloth", "armadillo", "anteater", "porcupine",
        "mole", "badger", "weasel", "ferret", "lamb", "puppy", "kitten", "pony", "unicorn", "rooster",
        "ostrich", "toucan", "pelican", "hummingbird", "woodpecker", "vulture", "bison", "yak", "reindeer", "hyena",
    ]
}
